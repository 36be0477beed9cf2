import { z } from 'zod';
import { asObject } from './fields.ts';
import { ORDER_PREFIX_PATTERN } from './order-numbers.ts';

export const ORDER_SETTINGS_MESSAGES = {
  prefix: 'The prefix must be 1 to 3 capital letters or digits, such as SGP.',
  saved: 'Order numbers saved',
  saveFailed: 'Could not save the order numbers.',
} as const;

/** GET /api/order-settings: the prefix of new order numbers, whether the owner chose it, and the next number. */
export const OrderSettingsSchema = z.object({
  prefix: z.string(),
  /** False while the prefix is still the one made from the shop's name. */
  chosen: z.boolean(),
  /** The number the next quote priced will get, e.g. `SGP-2026-27-0043`. */
  next: z.string(),
});
export type OrderSettings = z.infer<typeof OrderSettingsSchema>;

/** PUT /api/order-settings: numbers already given keep their prefix; lower case is taken as capitals. */
export const OrderSettingsInputSchema = z.preprocess(
  asObject,
  z.object({
    prefix: z
      .string({ error: ORDER_SETTINGS_MESSAGES.prefix })
      .trim()
      .transform((v) => v.toUpperCase())
      .refine((v) => ORDER_PREFIX_PATTERN.test(v), ORDER_SETTINGS_MESSAGES.prefix),
  }),
);
