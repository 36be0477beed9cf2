/** The catalogue feeds' addresses as Meta and Google must be given them (absolute), with where to paste them. */
export function FeedLinks() {
  const origin = typeof location === 'undefined' ? '' : location.origin;
  const feeds = [
    [
      'Meta (Facebook, Instagram, WhatsApp)',
      `${origin}/feeds/catalogue.csv`,
      'In Commerce Manager: Catalogue → Data sources → Add items → Data feed → “Scheduled feed”, paste this address and choose “Daily”.',
    ],
    [
      'Google Merchant Center',
      `${origin}/feeds/catalogue.xml`,
      'In Merchant Center: Products → Add products → “Add products from a file” → “Scheduled fetch”, paste this address, fetch daily.',
    ],
  ] as const;
  return (
    <ul className="space-y-3">
      {feeds.map(([name, url, how]) => (
        <li key={url} className="rounded-md border border-stone-200 bg-white p-3">
          <p className="font-medium">{name}</p>
          <a href={url} className="break-all text-brand-700 underline">
            {url}
          </a>
          <p className="mt-1 text-sm text-stone-600">{how}</p>
        </li>
      ))}
    </ul>
  );
}
