// ESLint rule: words a shopper reads come from the message catalogues, never from a literal in a
// component (docs/decisions/0019). Reports JSX text with a letter in it, and string or template
// literals with a letter that end up as JSX children or as the value of an attribute a shopper
// reads or hears (aria-label, title, alt, placeholder, label-like props). Punctuation, symbols
// and numbers (" · ", "/", "×", "2") are fine.

const LETTER = /\p{L}/u;

/** Attributes whose value a shopper reads or a screen reader announces. */
const SPOKEN_ATTRIBUTE =
  /^(aria-(label|description|roledescription|valuetext|placeholder)|title|alt|placeholder|label|caption|heading|[a-z][A-Za-z]*(Label|Title|Text))$/;

/** Nodes a literal passes through on its way to where it is rendered. */
const PASS_THROUGH = new Set([
  'ConditionalExpression',
  'LogicalExpression',
  'BinaryExpression',
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'ParenthesizedExpression',
]);

function attributeName(node) {
  return node.name.type === 'JSXNamespacedName' ? `${node.name.namespace.name}:${node.name.name.name}` : node.name.name;
}

/** Where a literal is rendered: 'child', the attribute node, or null (anything else). */
function renderedAt(node) {
  let current = node;
  while (PASS_THROUGH.has(current.parent?.type)) {
    const parent = current.parent;
    // The test of a conditional is not rendered: `{kind === 'sale' ? a : b}`.
    if (parent.type === 'ConditionalExpression' && parent.test === current) return null;
    if (parent.type === 'BinaryExpression' && parent.operator !== '+') return null;
    current = parent;
  }
  const parent = current.parent;
  if (parent?.type === 'JSXAttribute') return parent;
  if (parent?.type !== 'JSXExpressionContainer') return null;
  const holder = parent.parent;
  if (holder?.type === 'JSXElement' || holder?.type === 'JSXFragment') return 'child';
  if (holder?.type === 'JSXAttribute') return holder;
  return null;
}

function literalText(node) {
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : '';
  return node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ');
}

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralShopperText = {
  meta: {
    type: 'problem',
    docs: { description: 'Words a shopper reads come from the message catalogues (messages/{en,th}), not from literals in components' },
    schema: [],
    messages: {
      text: 'Text "{{text}}" is written in the component: put it in messages/en and messages/th and render it with a translation.',
      attribute: '{{name}}="{{text}}" is written in the component: a shopper reads or hears it, so put it in messages/en and messages/th.',
    },
  },
  create(context) {
    const report = (node, text, where) => {
      const shown = text.trim().replace(/\s+/g, ' ').slice(0, 60);
      if (where === 'child') context.report({ node, messageId: 'text', data: { text: shown } });
      else context.report({ node, messageId: 'attribute', data: { name: attributeName(where), text: shown } });
    };
    const check = (node) => {
      const text = literalText(node);
      if (!LETTER.test(text)) return;
      const where = renderedAt(node);
      if (where === 'child' || (where && SPOKEN_ATTRIBUTE.test(attributeName(where)))) report(node, text, where);
    };
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node, node.value, 'child');
      },
      Literal: check,
      TemplateLiteral: check,
    };
  },
};

export default { rules: { 'no-literal-shopper-text': noLiteralShopperText } };
