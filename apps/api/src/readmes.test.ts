import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every feature module and every repository is named in its folder's README, so the map a newcomer
// reads (STYLE "A map a newcomer can read") cannot fall behind the code.

const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');
const entries = (relative: string) => readdirSync(new URL(relative, import.meta.url), { withFileTypes: true });

describe('folder READMEs', () => {
  it('name every folder under modules/', () => {
    const readme = read('./modules/README.md');
    const folders = entries('./modules/')
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${entry.name}/`);
    expect(folders.filter((folder) => !readme.includes(`\`${folder}\``))).toEqual([]);
  });

  it('name every file under data/', () => {
    const readme = read('./data/README.md');
    const files = entries('./data/')
      .filter((entry) => entry.isFile() && entry.name !== 'README.md' && !entry.name.endsWith('.test.ts'))
      .map((entry) => entry.name);
    expect(files.filter((file) => !readme.includes(`\`${file}\``))).toEqual([]);
  });
});
