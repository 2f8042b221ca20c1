// Import boundaries of DESIGN.md "Layout": domain imports nothing of ours; web and api never import
// each other; a web feature does not reach into another feature's folder.
import { builtinModules } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const areas = {
  domain: path.join(root, 'packages/domain'),
  api: path.join(root, 'apps/api'),
  web: path.join(root, 'apps/web'),
};
const webSrc = path.join(areas.web, 'src');
const features = path.join(webSrc, 'features');
const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

function areaOf(file) {
  return Object.entries(areas).find(([, dir]) => file.startsWith(dir + path.sep))?.[0];
}

function featureOf(file) {
  if (!file.startsWith(features + path.sep)) return undefined;
  return file.slice(features.length + 1).split(path.sep)[0];
}

function resolveTarget(spec, fromFile) {
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  if (spec.startsWith('@/')) return path.join(webSrc, spec.slice(2));
  if (spec === '@food/api' || spec.startsWith('@food/api/')) return areas.api + path.sep;
  if (spec === '@food/web' || spec.startsWith('@food/web/')) return areas.web + path.sep;
  if (spec === '@food/domain' || spec.startsWith('@food/domain/')) return areas.domain + path.sep;
  return undefined;
}

function violation(spec, fromFile) {
  const from = areaOf(fromFile);
  if (from === 'domain' && (builtins.has(spec) || spec.startsWith('node:'))) {
    return 'packages/domain is pure: no Node built-ins (no I/O).';
  }
  const target = resolveTarget(spec, fromFile);
  if (!target) return undefined;
  const to = areaOf(target.endsWith(path.sep) ? target + 'x' : target);
  if (from === 'domain' && to && to !== 'domain') return 'packages/domain imports nothing of ours.';
  if (from === 'web' && to === 'api') return 'apps/web never imports apps/api (use generated GraphQL types).';
  if (from === 'api' && to === 'web') return 'apps/api never imports apps/web.';
  const fromFeature = featureOf(fromFile);
  const toFeature = featureOf(target);
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `features/${fromFeature} must not import features/${toFeature}; move shared code to components/, hooks/ or lib/.`;
  }
  return undefined;
}

const rule = {
  meta: { type: 'problem', schema: [], messages: { boundary: '{{reason}}' } },
  create(context) {
    const file = context.filename;
    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const reason = violation(source.value, file);
      if (reason) context.report({ node: source, messageId: 'boundary', data: { reason } });
    }
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
    };
  },
};

export const boundaries = { rules: { 'import-boundaries': rule } };
