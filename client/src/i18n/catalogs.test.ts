import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Catalog>('./locales/*/*.json', { eager: true, import: 'default' });

type Catalog = { [key: string]: string | Catalog };

function keysOf(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function emptyValues(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? (value.trim() === '' ? [`${prefix}${key}`] : []) : emptyValues(value, `${prefix}${key}.`),
  );
}

/** i18next plural forms differ by language (French has no "_many" in practice); compare bases. */
function withoutPluralSuffix(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, '');
}

function namespacesOf(language: string): string[] {
  const prefix = `./locales/${language}/`;
  return Object.keys(files)
    .filter((file) => file.startsWith(prefix))
    .map((file) => file.slice(prefix.length))
    .sort();
}

function load(language: string, namespace: string): Catalog {
  return files[`./locales/${language}/${namespace}`];
}

const namespaces = namespacesOf('en');

describe('translation catalogs', () => {
  it('have the same namespaces in English and French', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    expect(namespacesOf('fr')).toEqual(namespaces);
  });

  it.each(namespaces)('%s has every key in both languages, none empty', (namespace) => {
    const en = load('en', namespace);
    const fr = load('fr', namespace);
    const enKeys = new Set(keysOf(en).map(withoutPluralSuffix));
    const frKeys = new Set(keysOf(fr).map(withoutPluralSuffix));
    expect([...enKeys].filter((key) => !frKeys.has(key))).toEqual([]);
    expect([...frKeys].filter((key) => !enKeys.has(key))).toEqual([]);
    expect(emptyValues(en)).toEqual([]);
    expect(emptyValues(fr)).toEqual([]);
  });

  it('use the same interpolation variables in both languages', () => {
    const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const namespace of namespaces) {
      const en = load('en', namespace);
      const fr = load('fr', namespace);
      const frByKey = new Map(keysOf(fr).map((key) => [key, key]));
      const lookup = (catalog: Catalog, key: string): string | undefined => {
        let node: string | Catalog | undefined = catalog;
        for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
        return typeof node === 'string' ? node : undefined;
      };
      for (const key of keysOf(en)) {
        if (!frByKey.has(key)) continue;
        expect(variables(lookup(fr, key) ?? ''), `${namespace}: ${key}`).toEqual(variables(lookup(en, key) ?? ''));
      }
    }
  });
});
