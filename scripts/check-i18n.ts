// Fails on a message key present in one catalogue only, on an untranslated (identical vi/en) text, on an id used in
// code but missing from the catalogues, and on user-visible text written straight into JSX instead of react-intl.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { domainMessagesEn } from '#core/i18n';
import { domainMessagesVi } from '#core/i18n';
import { catalogues } from '../src/app/i18n/catalogue';

const problems: string[] = [];
const { vi, en } = catalogues;
for (const key of Object.keys(vi)) if (!(key in en)) problems.push(`"${key}" is in vi but not in en`);
for (const key of Object.keys(en)) if (!(key in vi)) problems.push(`"${key}" is in en but not in vi`);
for (const key of Object.keys(domainMessagesEn)) if (!(key in domainMessagesVi)) problems.push(`core "${key}" lacks vi`);

/** Texts that are the same in both languages on purpose (names, codes, symbols). */
const sameInBothLanguages = new Set(['Email', 'OK', 'Logo', 'Captcha', 'English', 'Tiếng Việt', 'ID']);
for (const [key, text] of Object.entries(vi)) {
  if (text.trim() === '') problems.push(`"${key}" is empty in vi`);
  if ((en[key] ?? '').trim() === '') problems.push(`"${key}" is empty in en`);
  if (text === en[key] && /\p{L}{3,}/u.test(text) && !sameInBothLanguages.has(text)) problems.push(`"${key}" is not translated: "${text}"`);
}

const visibleAttributes = new Set(['aria-label', 'placeholder', 'title', 'alt', 'label', 'aria-description']);
function files(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files(path, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts')) out.push(path);
  }
  return out;
}

for (const path of files('src/app')) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const where = (node: ts.Node) => `${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) problems.push(`${where(node)} has text outside react-intl: "${node.text.trim()}"`);
    if (ts.isJsxAttribute(node) && visibleAttributes.has(node.name.getText()) && node.initializer && ts.isStringLiteral(node.initializer) && /\p{L}/u.test(node.initializer.text)) {
      problems.push(`${where(node)} has a ${node.name.getText()} outside react-intl: "${node.initializer.text}"`);
    }
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'id' && ts.isStringLiteral(node.initializer)) {
      const call = node.parent.parent;
      if (ts.isCallExpression(call) && /formatMessage$/.test(call.expression.getText()) && !(node.initializer.text in vi)) {
        problems.push(`${where(node)} uses unknown message id "${node.initializer.text}"`);
      }
    }
    if (ts.isJsxAttribute(node) && node.name.getText() === 'id' && node.initializer && ts.isStringLiteral(node.initializer)) {
      const element = node.parent.parent;
      if ((ts.isJsxSelfClosingElement(element) || ts.isJsxOpeningElement(element)) && element.tagName.getText() === 'FormattedMessage' && !(node.initializer.text in vi)) {
        problems.push(`${where(node)} uses unknown message id "${node.initializer.text}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

if (problems.length > 0) {
  console.error(`i18n check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`i18n: ${Object.keys(vi).length} messages in vi and en, no text outside the catalogues.`);
