import { useState, type FormEvent } from 'react';
import { GATEWAY_MESSAGES, GatewaySettingsInputSchema, type GatewayProvider, type GatewaySettingsAnswer } from '../../../contract/gateway.ts';
import { field, FormFooter, LabelledInput, LabelledSelect } from '../components/index.ts';
import { errorMessage } from '../lib/admin-api.ts';
import { useSaveGatewaySettings } from './gateway-queries.ts';

const PROVIDERS = [
  { value: 'none', text: 'Off (UPI QR only)' },
  { value: 'razorpay', text: 'Razorpay' },
] as const;

/** The address Razorpay's webhook settings must name: this shop's own. */
const webhookUrl = () => `${typeof window === 'undefined' ? '' : window.location.origin}/api/payments/webhooks/razorpay`;

/**
 * The gateway's settings. The secrets are never shown (the server does not send them): a blank field
 * keeps the one stored, and the hint says whether one is.
 */
export function GatewayForm({ settings }: { settings: GatewaySettingsAnswer }) {
  const save = useSaveGatewaySettings();
  const [provider, setProvider] = useState<GatewayProvider>(settings.provider);
  const [keyId, setKeyId] = useState(settings.keyId);
  const [keySecret, setKeySecret] = useState('');
  const [webhookSecret, setWebhookSecret] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = GatewaySettingsInputSchema.safeParse({ provider, keyId, keySecret, webhookSecret });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? GATEWAY_MESSAGES.saveFailed);
    setProblem(null);
    save.mutate(checked.data, { onError: (error) => setProblem(errorMessage(error, GATEWAY_MESSAGES.saveFailed)) });
  };
  const kept = (set: boolean) => (set ? 'Set. Leave blank to keep it; type a new one to replace it.' : 'Not set yet.');
  return (
    <form onSubmit={submit} noValidate className="grid max-w-2xl gap-5" aria-describedby={problem ? 'gateway-problem' : undefined}>
      <p className={field.hint}>
        Customers can pay the advance or the balance online (card, UPI, net banking, wallet) beside the UPI QR. The payment is recorded on the job when the
        gateway confirms it: nobody types it.
      </p>
      <LabelledSelect
        label="Payment gateway"
        value={provider}
        options={PROVIDERS}
        onChange={(value) => {
          setProvider(value as GatewayProvider);
          setProblem(null);
        }}
      />
      <LabelledInput
        label="Key id"
        hint="Razorpay Dashboard → Account & Settings → API Keys (rzp_live_… or rzp_test_…)."
        value={keyId}
        autoComplete="off"
        onChange={setKeyId}
      />
      <LabelledInput
        label="Key secret"
        hint={kept(settings.keySecretSet)}
        type="password"
        autoComplete="new-password"
        value={keySecret}
        onChange={setKeySecret}
      />
      <LabelledInput
        label="Webhook secret"
        hint={
          <>
            {kept(settings.webhookSecretSet)} In Razorpay’s Webhooks settings, add <code className="break-all">{webhookUrl()}</code> with this secret and the
            event payment_link.paid.
          </>
        }
        type="password"
        autoComplete="new-password"
        value={webhookSecret}
        onChange={setWebhookSecret}
      />
      <FormFooter problemId="gateway-problem" problem={problem} saving={save.isPending} />
    </form>
  );
}
