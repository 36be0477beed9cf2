import { describe, expect, it } from 'vitest';
import { BILL_TEXTS } from '../../../contract/invoice-texts.ts';
import { PAYMENT_TEXTS } from '../../../contract/payment-texts.ts';
import { APPROVAL_WORDING, PROOF_STATUSES, PROOF_TEXTS } from '../../../contract/proof-texts.ts';
import { QUOTE_STAGE_LABELS, QUOTE_STAGES } from '../../../contract/quote-stages.ts';
import * as en from './en.ts';
import * as hi from './hi.ts';

// The English item and quote pages say exactly what the server says (the contract's texts): en/buy-quote.ts
// writes them out so that no page's bundle carries the contract's objects.
describe("the English buying texts are the contract's", () => {
  it('for proofs', () => {
    const pairs: [string, string][] = [
      [en.proofVersion(7), PROOF_TEXTS.version(7)],
      [en.proofNewest, PROOF_TEXTS.newest],
      [en.proofPrevious, PROOF_TEXTS.previous],
      [en.proofNext, PROOF_TEXTS.next],
      [en.proofAttachment, PROOF_TEXTS.attachment],
      [en.proofRequestChanges, PROOF_TEXTS.requestChanges],
      [en.proofComment, PROOF_TEXTS.comment],
      [en.proofPinHint, PROOF_TEXTS.pinHint],
      [en.proofPinSet, PROOF_TEXTS.pinSet],
      [en.proofSendChanges, PROOF_TEXTS.sendChanges],
      [en.proofApprove, PROOF_TEXTS.approve],
      [en.proofApprovedOn('12 Feb 2027, 11:05 am IST', 2), PROOF_TEXTS.approvedOn('12 Feb 2027, 11:05 am IST', 2)],
      [en.proofYourComments, PROOF_TEXTS.yourComments],
      [en.proofCommentRequired, PROOF_TEXTS.commentRequired],
      [en.filesHeading, PROOF_TEXTS.filesHeading],
      [en.filesHint, PROOF_TEXTS.filesHint],
      [en.addFile, PROOF_TEXTS.addFile],
      [en.quoteWriteFailed, PROOF_TEXTS.sendFailed],
      [en.previewOfYourCard, PROOF_TEXTS.drawnPreview],
      [en.proofShopTurn, PROOF_TEXTS.shopTurn],
      [en.proofReplacedBy(3), PROOF_TEXTS.replacedBy(3)],
    ];
    for (const [page, contract] of pairs) expect(page).toBe(contract);
    expect(en.approvalWording).toBe(APPROVAL_WORDING);
    for (const status of PROOF_STATUSES) expect(en.proofStatus(status)).toBe(PROOF_TEXTS.status[status]);
  });

  it("for a price changed under the approval (the Hindi page reads the price out of the server's text)", () => {
    const server = PROOF_TEXTS.priceChanged('₹1,23,456.50');
    expect(en.quoteWriteError('approve', 409, server)).toBe(server);
    expect(hi.quoteWriteError('approve', 409, server)).toBe('दाम बदलकर ₹1,23,456.50 हो गया है। कृपया नया दाम जाँचकर फिर से मंज़ूरी दें।');
    expect(hi.quoteWriteError('approve', 409, PROOF_TEXTS.priceChanged('₹99,999'))).toContain('₹99,999 ');
  });

  it('for the stages', () => {
    for (const stage of QUOTE_STAGES) expect(en.stageName(stage)).toBe(QUOTE_STAGE_LABELS[stage]);
  });

  it('for payments and bills', () => {
    const pairs: [string, string][] = [
      [en.payHeading, PAYMENT_TEXTS.heading],
      [en.payAdvance('₹2,475'), PAYMENT_TEXTS.payAdvance('₹2,475')],
      [en.payBalance('₹2,475'), PAYMENT_TEXTS.payBalance('₹2,475')],
      [en.payQrAlt('₹2,475'), PAYMENT_TEXTS.qrAlt('₹2,475')],
      [en.payScanHint, PAYMENT_TEXTS.scanHint],
      [en.payOpenApp, PAYMENT_TEXTS.openApp],
      [en.payTotal, PAYMENT_TEXTS.total],
      [en.payAdvanceTerm, PAYMENT_TEXTS.advance],
      [en.payPaid, PAYMENT_TEXTS.paid],
      [en.payBalanceTerm, PAYMENT_TEXTS.balance],
      [en.paidInFull, PAYMENT_TEXTS.paidInFull],
      [en.utrLabel, PAYMENT_TEXTS.utrLabel],
      [en.utrHint, PAYMENT_TEXTS.utrHint],
      [en.sendUtr, PAYMENT_TEXTS.sendUtr],
      [en.utrInvalid, PAYMENT_TEXTS.utrInvalid],
      [en.utrWaiting('634512349876'), PAYMENT_TEXTS.utrWaiting('634512349876')],
      [en.payNoUpi, PAYMENT_TEXTS.noUpi],
      [en.payOnline('₹2,475'), PAYMENT_TEXTS.payOnline('₹2,475')],
      [en.payOnlineHint, PAYMENT_TEXTS.payOnlineHint],
      [en.payOnlineOff, PAYMENT_TEXTS.payOnlineOff],
      [en.payOnlineFailed, PAYMENT_TEXTS.payOnlineFailed],
      [en.payOnlineConfirming, PAYMENT_TEXTS.payOnlineConfirming],
      [en.payOnlineRecorded, PAYMENT_TEXTS.payOnlineRecorded],
      [en.downloadBill, BILL_TEXTS.download],
      [en.billNumber('INV/2026-27/7'), BILL_TEXTS.number('INV/2026-27/7')],
    ];
    for (const [page, contract] of pairs) expect(page).toBe(contract);
  });
});
