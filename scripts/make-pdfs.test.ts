import fs from 'node:fs';
import path from 'node:path';
import { DOCUMENTS } from '@/docs/pdf-sources/documents';
import { RESOURCES, RULES } from '@/lib/league/competition-text';
import { assetFilePath } from '@/lib/league/links';
import { OUTPUT_DIR, renderDocument } from './make-pdfs';

const publicFile = (href: string) => path.join(process.cwd(), 'public', ...href.split('/').filter(Boolean));

/** Every PDF the competition pages link to: the rules files and the resources. */
const linked = [
  ...Object.values(RULES).map((rules) => assetFilePath(rules.file)),
  ...Object.values(RESOURCES)
    .flat()
    .filter((r) => !r.external)
    .map((r) => r.href),
];

describe('the PDFs under /assets/files', () => {
  it.each([...new Set(linked)])('%s exists and is a PDF', (href) => {
    expect(href.startsWith('/assets/files/')).toBe(true);
    const file = publicFile(href);
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('are exactly what the sources print today (run npx tsx scripts/make-pdfs.ts after editing a text)', async () => {
    for (const doc of DOCUMENTS) {
      const fresh = Buffer.from(await renderDocument(doc));
      const committed = fs.readFileSync(path.join(OUTPUT_DIR, doc.file));
      expect({ file: doc.file, same: fresh.equals(committed) }).toEqual({ file: doc.file, same: true });
    }
  });

  it('print the same bytes on every run, with no dates in them', async () => {
    const [doc] = DOCUMENTS;
    const a = Buffer.from(await renderDocument(doc!));
    const b = Buffer.from(await renderDocument(doc!));
    expect(a.equals(b)).toBe(true);
    expect(a.toString('latin1')).not.toMatch(/CreationDate|ModDate/);
  });

  it('has a source for every file in the folder, and every source is linked from a page', () => {
    const files = fs.readdirSync(OUTPUT_DIR).filter((f) => f.endsWith('.pdf'));
    expect(files.sort()).toEqual(DOCUMENTS.map((d) => d.file).sort());
    expect(DOCUMENTS.map((d) => assetFilePath(d.file)).every((href) => linked.includes(href))).toBe(true);
  });
});
