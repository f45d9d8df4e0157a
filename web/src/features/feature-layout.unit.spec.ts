import { describe, expect, it } from 'vitest';

/**
 * The shape of a web feature (README, "One feature, one name, one shape"), checked on the files
 * themselves so it cannot drift: each rule answers the files that break it. Every rule is also
 * run on a small tree that breaks it, so none of them passes by matching nothing.
 */

/** Source text by path under `web/src` (`features/cities/city-access.ts`). */
type Tree = Record<string, string>;

const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../routeTree.gen.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
// Vite names the files beside this one `./x`, the rest `../x`.
const webTree: Tree = Object.fromEntries(
  Object.entries(SOURCES).map(([file, text]) => [
    file.replace(/^\.\//, 'features/').replace(/^\.\.\//, ''),
    text,
  ]),
);

const isSpec = (path: string) => /\.spec\.tsx?$/.test(path);
/** `features/<feature>/<rest>` split, or null outside a feature. */
function inFeature(path: string): { feature: string; rest: string[] } | null {
  const [top, feature, ...rest] = path.split('/');
  return top === 'features' && feature !== undefined && rest.length > 0 ? { feature, rest } : null;
}
const atFeatureRoot = (path: string) => inFeature(path)?.rest.length === 1;
const isQueryKeysFile = (path: string) => /(^|\/|-)query-keys\.ts$/.test(path);
/** The code without its comments, so a key quoted in a doc comment is not taken for one in use. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Each name a file imports, as `from: name` (`@seerat/contracts: can`). */
function importedNames(text: string): string[] {
  return [...code(text).matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'([^']+)'/g)].flatMap(
    ([, names, from]) =>
      names!
        .split(',')
        .map((name) => name.trim().replace(/^type\s+/, ''))
        .filter(Boolean)
        .map((name) => `${from}: ${name}`),
  );
}
/** The policy's questions (`can`, `canEditCatalogue`, `holdsBudgetRole`) and the principal they take. */
const isPolicyQuestion = (imported: string) =>
  /^@seerat\/contracts: (can|can[A-Z]\w*|holds[A-Z]\w*|authorize)$/.test(imported) ||
  /lib\/principal: (?![A-Z_]+$)/.test(imported);

const rules: Record<string, (tree: Tree) => string[]> = {
  'a feature folder holds only api/ and components/ besides its root files': (tree) =>
    Object.keys(tree).filter((path) => {
      const place = inFeature(path);
      return place !== null && place.rest.length > 1 && !['api', 'components'].includes(place.rest[0]!);
    }),
  'an access hook sits at its feature root, in <entity>-access.ts': (tree) =>
    Object.entries(tree)
      .filter(([path]) => !isSpec(path))
      .filter(
        ([path, text]) =>
          (path.endsWith('-access.ts') && !atFeatureRoot(path)) ||
          (/function use(\w*Access|May\w*|Can\w*)\(/.test(text) && !path.endsWith('-access.ts')),
      )
      .map(([path]) => path),
  'outside its <entity>-access.ts a feature never asks the permission policy: it asks its access hook': (
    tree,
  ) =>
    Object.entries(tree)
      .filter(([path]) => inFeature(path) !== null && !isSpec(path) && !path.endsWith('-access.ts'))
      .filter(([, text]) => importedNames(text).some(isPolicyQuestion))
      .map(([path]) => path),
  'form values sit at their feature root, in <entity>-form-values.ts, and nothing else is named so': (tree) =>
    Object.keys(tree).filter(
      (path) =>
        (/-form-values\.ts$/.test(path) && inFeature(path) !== null && !atFeatureRoot(path)) ||
        (/-(values|form)\.ts$/.test(path) && !path.endsWith('-form-values.ts') && inFeature(path) !== null),
    ),
  "a feature's components/ holds React components only": (tree) =>
    Object.keys(tree).filter((path) => inFeature(path)?.rest[0] === 'components' && !path.endsWith('.tsx')),
  "query keys sit in a feature's api/<entity>-query-keys.ts, or lib/queries/ when features share them": (
    tree,
  ) =>
    Object.entries(tree)
      .filter(([path, text]) => {
        const keysHere = isQueryKeysFile(path) || /keys?\.ts$/.test(path);
        const placed = path.startsWith('lib/queries/') || inFeature(path)?.rest[0] === 'api';
        const definesKeys = /export const \w+(Keys|Key)\b/.test(code(text));
        return (keysHere && !(isQueryKeysFile(path) && placed)) || (definesKeys && !isQueryKeysFile(path));
      })
      .map(([path]) => path),
  'outside the keys files no query key starts with a literal: each is built from its owner’s keys': (tree) =>
    Object.entries(tree)
      .filter(([path]) => !isQueryKeysFile(path) && !isSpec(path))
      .filter(([, text]) =>
        /(queryKey:\s*|pagedQueryOptions(<[^>]*>)?\(\s*|QueryData\(\s*)\[\s*'/.test(code(text)),
      )
      .map(([path]) => path),
  "a key's first word (['cities'], ['meetings']) is spelled in one keys file only": (tree) => {
    const owners = new Map<string, string[]>();
    for (const [path, text] of Object.entries(tree).filter(([path]) => isQueryKeysFile(path))) {
      for (const root of new Set([...code(text).matchAll(/\[\s*'([\w-]+)'/g)].map((match) => match[1]!))) {
        owners.set(root, [...(owners.get(root) ?? []), path]);
      }
    }
    return [...owners].filter(([, paths]) => paths.length > 1).map(([root, paths]) => `${root}: ${paths}`);
  },
  'a spec is named after the module beside it: x.ts ↔ x.unit.spec.ts': (tree) =>
    Object.keys(tree)
      .filter((path) => isSpec(path) && path !== 'features/feature-layout.unit.spec.ts')
      .filter((path) => {
        const module = path.replace(/\.unit\.spec\.tsx?$/, '');
        return module === path || !(`${module}.ts` in tree || `${module}.tsx` in tree);
      }),
};

/** One tree per rule that the rule must refuse, each beside files it must accept. */
const breaking: Record<string, Tree> = {
  'a feature folder holds only api/ and components/ besides its root files': {
    'features/cities/hooks/use-city.ts': '',
  },
  'an access hook sits at its feature root, in <entity>-access.ts': {
    'features/cities/hooks/city-access.ts': '',
    'features/cities/components/city-page.tsx': 'export function useCityAccess() {}',
    'features/audit/components/moment.tsx': 'function useMayViewPast(entity: string) {}',
  },
  'outside its <entity>-access.ts a feature never asks the permission policy: it asks its access hook': {
    'features/zones/components/zone-page.tsx': "import { can, type Zone } from '@seerat/contracts';",
    'features/budgets/components/budget-page.tsx':
      "import { holdsBudgetRole } from '@seerat/contracts';\nimport { toPrincipal } from '../../../lib/principal';",
    'features/profiling/components/add-tab.tsx':
      "import { ONLY_ADMINS_CREATE_ZONES, useCurrentPrincipal } from '../../../lib/principal';",
    'features/zones/zone-access.ts': "import { can } from '@seerat/contracts';",
    'features/data-entry/components/data-entry-page.tsx':
      "import { ONLY_ADMINS_CREATE_ZONES } from '../../../lib/principal';\nimport { cancelGatheringRequestSchema, type City } from '@seerat/contracts';",
  },
  'form values sit at their feature root, in <entity>-form-values.ts, and nothing else is named so': {
    'features/cities/components/city-form-values.ts': '',
    'features/budgets/line-plan-form.ts': '',
  },
  "a feature's components/ holds React components only": {
    'features/cities/components/city-display.ts': '',
  },
  "query keys sit in a feature's api/<entity>-query-keys.ts, or lib/queries/ when features share them": {
    'features/budgets/api/budget-keys.ts': '',
    'features/seerat-model-checks/api/get-checks.ts': "export const checksKey = ['checks'];",
  },
  'outside the keys files no query key starts with a literal: each is built from its owner’s keys': {
    'features/audit/api/get-summary.ts': "queryOptions({ queryKey: ['cities', cityId, 'summary'] })",
    'features/audit/api/get-activity.ts': "pagedQueryOptions<Entry>(['audit', 'activity'], '/api')",
  },
  "a key's first word (['cities'], ['meetings']) is spelled in one keys file only": {
    'lib/queries/query-keys.ts': "export const cityKeys = { all: ['cities'] as const };",
    'features/meetings/api/meeting-query-keys.ts': "const invalidate = () => ({ queryKey: ['cities'] });",
  },
  'a spec is named after the module beside it: x.ts ↔ x.unit.spec.ts': {
    'features/users/components/user-access.unit.spec.ts': '',
    'features/users/user-access-form-values.ts': '',
  },
};

describe('every web feature folder has one shape', () => {
  for (const [rule, broken] of Object.entries(rules)) {
    it(rule, () => {
      expect(broken(webTree)).toEqual([]);
    });
  }

  it('each rule refuses a tree that breaks it, naming every file at fault', () => {
    const refused = Object.fromEntries(
      Object.keys(rules).map((rule) => [rule, rules[rule]!(breaking[rule]!)]),
    );
    expect(refused).toEqual({
      ...Object.fromEntries(Object.entries(breaking).map(([rule, tree]) => [rule, Object.keys(tree)])),
      "a key's first word (['cities'], ['meetings']) is spelled in one keys file only": [
        'cities: lib/queries/query-keys.ts,features/meetings/api/meeting-query-keys.ts',
      ],
      'a spec is named after the module beside it: x.ts ↔ x.unit.spec.ts': [
        'features/users/components/user-access.unit.spec.ts',
      ],
      'outside its <entity>-access.ts a feature never asks the permission policy: it asks its access hook': [
        'features/zones/components/zone-page.tsx',
        'features/budgets/components/budget-page.tsx',
        'features/profiling/components/add-tab.tsx',
      ],
    });
  });

  it('reads the whole web app', () => {
    expect(Object.keys(webTree)).toContain('features/cities/city-access.ts');
    expect(Object.keys(webTree).length).toBeGreaterThan(400);
  });
});
