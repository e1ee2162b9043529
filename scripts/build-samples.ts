// `npm run samples`: writes samples/listings/*.html from the sample definitions in server/samples/. The pages
// are committed so they can be read and diffed; a test checks they match what this script would write.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fromRoot } from '../server/paths';
import { renderSamplePage } from '../server/samples/render-sample';
import { SAMPLE_LISTINGS } from '../server/samples/sample-listings';

const dir = fromRoot('samples', 'listings');
mkdirSync(dir, { recursive: true });
for (const sample of SAMPLE_LISTINGS) {
  const file = path.join(dir, `${sample.slug}.html`);
  writeFileSync(file, renderSamplePage(sample));
  console.log(`wrote ${path.relative(fromRoot(), file)} (${sample.format})`);
}
