/**
 * House ESLint rules.
 *
 * max-lines-per-function: ESLint's rule of that name, counting only lines that hold code (blank and
 * comment-only lines are free), except that a jest `describe(...)` callback is a grouping of tests, not a
 * function anyone reads as one: its tests are measured one by one instead.
 */

/** True when `node` is the callback of describe(), describe.each(...)() or describe.skip/only(). */
function isDescribeCallback(node) {
  const call = node.parent;
  if (!call || call.type !== 'CallExpression' || !call.arguments.includes(node)) return false;
  let callee = call.callee;
  if (callee.type === 'CallExpression') callee = callee.callee;
  if (callee.type === 'MemberExpression') callee = callee.object;
  return callee.type === 'Identifier' && callee.name === 'describe';
}

/** Lines of `node` that hold at least one token (so neither blank nor only a comment). */
function codeLines(sourceCode, node) {
  const lines = new Set();
  for (const token of sourceCode.getTokens(node)) {
    for (let l = token.loc.start.line; l <= token.loc.end.line; l++) lines.add(l);
  }
  return lines.size;
}

export const maxLinesPerFunction = {
  meta: {
    type: 'suggestion',
    docs: { description: 'limit the code lines of a function (describe() callbacks excepted)' },
    schema: [{ type: 'object', properties: { max: { type: 'integer', minimum: 1 } }, additionalProperties: false }],
    messages: { tooLong: '{{name}} has too many lines ({{lines}}). Maximum allowed is {{max}}.' },
  },
  create(context) {
    const max = context.options[0]?.max ?? 80;
    const sourceCode = context.sourceCode;
    function check(node) {
      if (isDescribeCallback(node)) return;
      const lines = codeLines(sourceCode, node);
      if (lines <= max) return;
      const name = node.id?.name ?? (node.parent?.type === 'MethodDefinition' || node.parent?.type === 'Property'
        ? `Method '${sourceCode.getText(node.parent.key)}'` : 'Function');
      context.report({ node, messageId: 'tooLong', data: { name: node.id ? `Function '${name}'` : name, lines, max } });
    }
    return { FunctionDeclaration: check, FunctionExpression: check, ArrowFunctionExpression: check };
  },
};
