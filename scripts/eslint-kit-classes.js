// The UI kit owns every daisyUI class (docs/conventions.md, "The kit"): outside web/src/components/ui a daisyUI class
// name in a className or another `*ClassName` prop (its strings and the quasis of its template literals), or in any
// string that reads as a class list, is an error; so is importing a class constant that a kit component stands for
// (SKELETON: the loading semantics live in components/ui/query-state.tsx). The names are in scripts/daisy-classes.js; scripts/lint-rules.test.ts proves the rule on small
// sources.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { daisyClass } from './daisy-classes.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The kit: the one folder that spells daisyUI classes. */
const KIT = 'web/src/components/ui/';

/**
 * daisyUI classes in a string. In a className every name counts; elsewhere (a constant of classes, an object of
 * looks) only `btn` and the `name-*` forms do, since a bare name is often a plain word (`kind: 'link'`, a test's
 * title "the cart badge").
 */
function classesIn(text, inClassName) {
  return text
    .split(/\s+/)
    .map((token) => daisyClass(token))
    .filter((name) => name !== undefined && (inClassName || name === 'btn' || name.includes('-')));
}

/**
 * Class constants of components/ui/classes.ts that only the kit composes, with the component to use instead.
 */
const KIT_ONLY = new Map([['SKELETON', "the kit's Skeleton or SkeletonList (components/ui/query-state.tsx)"]]);

/** `className`, `class` and the props that pass classes on (`itemClassName`, `cardClassName`). */
function isClassAttribute(node) {
  return (
    node.type === 'JSXAttribute' &&
    node.name.type === 'JSXIdentifier' &&
    (node.name.name === 'className' || node.name.name === 'class' || node.name.name.endsWith('ClassName'))
  );
}

/** The JSX attribute a node sits in, or undefined. */
function attributeOf(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (at.type === 'JSXAttribute') return at;
    if (at.type === 'JSXElement' || at.type === 'JSXFragment' || at.type === 'Program') return undefined;
  }
  return undefined;
}

/** Sources of imports and exports, which name files (`./tab-list`), not classes. */
function isModuleSource(node) {
  const parent = node.parent;
  return (
    parent !== undefined &&
    parent !== null &&
    [
      'ImportDeclaration',
      'ExportNamedDeclaration',
      'ExportAllDeclaration',
      'ImportExpression',
      'TSExternalModuleReference',
      'TSImportType',
    ].includes(parent.type)
  );
}

const kitClasses = {
  meta: {
    type: 'problem',
    docs: { description: 'daisyUI classes are spelled only in the UI kit (web/src/components/ui)' },
    schema: [],
  },
  create(context) {
    const relative = path.relative(ROOT, context.filename).split(path.sep).join('/');
    if (!relative.startsWith('web/src/') || relative.startsWith(KIT)) return {};
    function check(node, text) {
      if (typeof text !== 'string' || isModuleSource(node)) return;
      const attribute = attributeOf(node);
      if (attribute && !isClassAttribute(attribute)) return;
      const found = classesIn(text, attribute !== undefined);
      if (found.length > 0) {
        context.report({
          node,
          message: `daisyUI class ${found.map((name) => `'${name}'`).join(', ')} outside the kit: use a component or a class constant of web/src/components/ui (classes.ts)`,
        });
      }
    }
    return {
      ImportSpecifier(node) {
        const name = node.imported.type === 'Identifier' ? node.imported.name : node.imported.value;
        const instead = KIT_ONLY.get(name);
        if (instead && /(^|\/)ui\/classes(\.ts)?$/.test(node.parent.source.value)) {
          context.report({ node, message: `${name} outside the kit: use ${instead}` });
        }
      },
      Literal: (node) => check(node, node.value),
      TemplateElement: (node) => check(node, node.value.cooked),
    };
  },
};

export default { rules: { 'kit-classes': kitClasses } };
