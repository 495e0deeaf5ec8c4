import { APP_STARTED_MARK, afterFirstPaint, afterLoad } from './shared';
import { FIELD_DATA_SAMPLE_RATE } from '@/config/field-data';

/**
 * Starts the field-data collector (features/field-data, ~3 KB) after the load event and the first
 * paint, like the decorative icons: its request never competes with the page's own. web-vitals reads
 * the paints and interactions the browser buffered before it arrived.
 */
export function collectFieldDataAfterLoad(doc: Document = document): void {
  afterLoad(
    () =>
      afterFirstPaint(() => {
        // eslint-disable-next-line import-x/no-restricted-paths -- the collector, loaded after first paint
        void import('@/features/field-data/collector').then(
          ({ startFieldData }) =>
            startFieldData({
              release: (import.meta.env.VITE_RELEASE as string | undefined) ?? 'dev',
              sampleRate: FIELD_DATA_SAMPLE_RATE,
              appLoaded: () => performance.getEntriesByName(APP_STARTED_MARK).length > 0,
            }),
          // Field data is a sample: a visit that cannot fetch the collector (the connection went
          // before it arrived, a deploy replaced its file) sends none, and is no error of the page's.
          () => undefined,
        );
      }, doc.getElementById('root')),
    doc,
  );
}
