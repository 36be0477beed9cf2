import type { Database } from '../../db/database.ts';

/**
 * The ids of the shop's designs, for the beacon: a tap on an id that is no design's counts
 * nothing and makes no row. Read once per data version (a new design is known at once in this
 * process, within a second in another), so a beacon costs a set lookup, not a query.
 */
export class KnownListings {
  private ids = new Set<string>();
  private version: string | undefined;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly currentVersion: () => string,
  ) {}

  async has(listingId: string): Promise<boolean> {
    const version = this.currentVersion();
    // A read already under way may be of an older version: then one more.
    while (this.version !== version) await this.load(version);
    return this.ids.has(listingId.toLowerCase());
  }

  private load(version: string): Promise<void> {
    this.loading ??= this.db
      .selectFrom('listings')
      .select('id')
      .execute()
      .then((rows) => {
        this.ids = new Set(rows.map((r) => r.id.toLowerCase()));
        this.version = version;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }
}
