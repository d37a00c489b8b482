export interface PageView {
  location: string;
  title: string;
  referrer: string;
}

type DataLayerHost = { dataLayer?: unknown[] };

/** The tag manager's virtual page view; the data layer is created when the tag has not loaded yet. */
export function pushPageView(host: DataLayerHost, page: PageView): void {
  host.dataLayer ??= [];
  host.dataLayer.push({ event: 'virtualPageView', page });
}
