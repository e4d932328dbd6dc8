import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The app loads Mantine's CSS per component (styles.ts): a component whose CSS nobody imports draws
// unstyled, as the driver's status list once did with icons the width of the phone.
const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const stylesDir = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles/Button.css'));
const styled = new Set(readdirSync(stylesDir).map((file) => file.replace(/\.css$/, '')));

const read = (file: string) => readFileSync(path.join(src, file), 'utf8');
const cssImported = (text: string) =>
  new Set([...text.matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map((match) => match[1] as string));
const componentsUsed = (text: string) =>
  [...text.matchAll(/import \{([^}]+)\} from '@mantine\/core'/g)].flatMap((match) =>
    (match[1] as string)
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type ') && styled.has(name)),
  );

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(src, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !file.startsWith('test') ? [file] : [];
  });
}

describe('Mantine component styles', () => {
  it('every component a page uses has its CSS: loaded for all pages, for the admin pages, or by the file itself', () => {
    const everywhere = cssImported(read('app/styles.ts'));
    const admin = cssImported(read('app/layout/admin-styles.ts'));
    const missing = sourceFiles('.').flatMap((file) => {
      const text = read(file);
      const own = cssImported(text);
      const isAdmin =
        file.startsWith(path.join('features', 'admin')) || file.startsWith(path.join('app', 'layout', 'admin'));
      return componentsUsed(text)
        .filter((name) => !everywhere.has(name) && !own.has(name) && !(isAdmin && admin.has(name)))
        .map((name) => `${file}: ${name}`);
    });
    expect(missing).toEqual([]);
  });
});
