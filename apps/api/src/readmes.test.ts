import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every feature module and every repository is named in its folder's README, and every module and
// domain folder in ARCHITECTURE.md, so the map a newcomer reads (STYLE "A map a newcomer can read")
// cannot fall behind the code.

const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');
const entries = (relative: string) => readdirSync(new URL(relative, import.meta.url), { withFileTypes: true });
const foldersOf = (relative: string) =>
  entries(relative)
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The folders a section of ARCHITECTURE.md lists, one per line as "- `name/`: …". */
function listedUnder(heading: string): string[] {
  const architecture = read('../../../ARCHITECTURE.md');
  const start = architecture.indexOf(`\n${heading}\n`);
  if (start < 0) return [];
  const next = architecture.indexOf('\n#', start + heading.length + 2);
  const section = architecture.slice(start, next < 0 ? undefined : next);
  return [...section.matchAll(/^- `([\w-]+)\/`/gm)].map((match) => match[1] ?? '').sort();
}

describe('folder READMEs', () => {
  it('name every folder under modules/', () => {
    const readme = read('./modules/README.md');
    const folders = foldersOf('./modules/').map((name) => `${name}/`);
    expect(folders.filter((folder) => !readme.includes(`\`${folder}\``))).toEqual([]);
  });

  it('name every folder under domain/, each with a README of its own', () => {
    const readme = read('./domain/README.md');
    const folders = foldersOf('./domain/');
    expect(folders.filter((name) => !readme.includes(`\`${name}/\``))).toEqual([]);
    const hasReadme = (name: string) => entries(`./domain/${name}/`).some((entry) => entry.name === 'README.md');
    expect(folders.filter((name) => !hasReadme(name))).toEqual([]);
  });

  it('name every file under data/', () => {
    const readme = read('./data/README.md');
    const files = entries('./data/')
      .filter((entry) => entry.isFile() && entry.name !== 'README.md' && !entry.name.endsWith('.test.ts'))
      .map((entry) => entry.name);
    expect(files.filter((file) => !readme.includes(`\`${file}\``))).toEqual([]);
  });
});

describe('ARCHITECTURE.md', () => {
  it('lists exactly the folders under modules/', () => {
    expect(listedUnder('## API modules')).toEqual(foldersOf('./modules/'));
  });

  it('lists exactly the folders under domain/', () => {
    expect(listedUnder('## The domain layer')).toEqual(foldersOf('./domain/'));
  });
});
