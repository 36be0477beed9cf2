import { formatRupees, hasDiscount, toPaise } from '../../../contract/money.ts';
import * as m from '../i18n/messages.ts';

export interface PriceProps {
  price: string;
  discountPrice?: string | null;
  /** Said after the price, e.g. " / piece". */
  unit?: string;
  /** Text size of the price itself (Tailwind class). */
  size?: string;
  /** In a card: no "% off" badge. */
  compact?: boolean;
}

/** Whole percent off, rounded down (never promises more than the real discount). */
export function percentOff(price: string, discountPrice: string): number {
  const full = toPaise(price);
  return full > 0n ? Number(((full - toPaise(discountPrice)) * 100n) / full) : 0;
}

/**
 * A price in rupees (₹1,23,456). A discount below the price shows instead of it, with the original
 * struck through; screen readers hear which is which (a strike-through alone is not announced).
 */
export function Price({ price, discountPrice, unit, size = 'text-2xl', compact }: PriceProps) {
  const unitText = unit ? <span className="text-sm font-normal text-stone-600">{unit}</span> : null;
  if (!hasDiscount(price, discountPrice)) {
    return (
      <span className="inline-flex flex-wrap items-baseline gap-x-2">
        <span className="sr-only">{m.priceIs}</span>
        <strong className={size}>{formatRupees(price)}</strong>
        {unitText}
      </span>
    );
  }
  const off = percentOff(price, discountPrice);
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className="sr-only">{m.discountedPriceIs}</span>
      <strong className={`${size} text-brand-700`}>{formatRupees(discountPrice)}</strong>
      {unitText}
      <s className={`text-stone-500 ${compact ? 'text-sm' : ''}`}>
        <span className="sr-only">{m.originalPriceIs}</span>
        {formatRupees(price)}
      </s>
      {off > 0 && !compact && <span className="rounded bg-brand-50 px-1.5 text-sm font-medium text-brand-700">{m.percentOff(off)}</span>}
    </span>
  );
}
