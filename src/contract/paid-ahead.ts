/**
 * What a customer paid beyond what is billed (a balance below zero), in its two parts (decision 045):
 * what advances on jobs not yet billed cover, which the work is still to be billed against, and only
 * the rest, credit the shop owes back. The owner's screens and the customer's statement both read it.
 */
export function paidAhead(aheadPaise: bigint, advancePaise: bigint): { onJobs: bigint; credit: bigint } {
  const ahead = aheadPaise > 0n ? aheadPaise : 0n;
  const onJobs = advancePaise <= 0n ? 0n : advancePaise < ahead ? advancePaise : ahead;
  return { onJobs, credit: ahead - onJobs };
}
