// A small syntax highlighter for the export code view: TypeScript, Python,
// Go and JSON, the languages the exporters write (ExportFormat.language).
// It colours comments, strings, numbers, keywords and literals; anything
// else is plain text. It never drops or reorders characters: joining the
// tokens' text gives the input back.

/** TokenKind is the class a token is shown with (tok-<kind>). */
export type TokenKind = 'plain' | 'comment' | 'string' | 'number' | 'keyword' | 'literal' | 'key' | 'func';

export interface Token {
  kind: TokenKind;
  text: string;
}

const words = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

const keywords: Record<string, Set<string>> = {
  typescript: words(`import export from as const let var function return if else for while do switch case default break continue
    new await async try catch finally throw class extends implements interface type typeof instanceof in of void delete yield`),
  python: words(`import from as def return if elif else for while with try except finally raise class pass break continue
    lambda yield async await in is not and or global nonlocal assert del`),
  go: words(`package import func return if else for range switch case default break continue go defer select chan map struct
    interface type var const fallthrough goto`),
  json: words(''),
};

const literals: Record<string, Set<string>> = {
  typescript: words('true false null undefined this'),
  python: words('True False None self'),
  go: words('true false nil iota'),
  json: words('true false null'),
};

/** highlight splits code into coloured tokens for language (unknown languages are plain text). */
export function highlight(code: string, language: string): Token[] {
  const lang = language in keywords ? language : '';
  if (!lang) return [{ kind: 'plain', text: code }];
  const out: Token[] = [];
  const push = (kind: TokenKind, text: string) => {
    const last = out[out.length - 1];
    if (last && last.kind === kind) last.text += text;
    else out.push({ kind, text });
  };
  const lineComment = lang === 'python' ? '#' : lang === 'json' ? '' : '//';
  let i = 0;
  const n = code.length;
  while (i < n) {
    const c = code[i];
    const rest = code.startsWith.bind(code);
    // comments
    if (lineComment && rest(lineComment, i)) {
      let j = code.indexOf('\n', i);
      if (j < 0) j = n;
      push('comment', code.slice(i, j));
      i = j;
      continue;
    }
    if ((lang === 'typescript' || lang === 'go') && rest('/*', i)) {
      let j = code.indexOf('*/', i + 2);
      j = j < 0 ? n : j + 2;
      push('comment', code.slice(i, j));
      i = j;
      continue;
    }
    // strings
    if (c === '"' || c === "'" || c === '`') {
      const triple = lang === 'python' && (rest('"""', i) || rest("'''", i));
      const quote = triple ? code.slice(i, i + 3) : c;
      let j = i + quote.length;
      while (j < n) {
        if (code[j] === '\\' && quote !== '`' ) {
          j += 2;
          continue;
        }
        if (code.startsWith(quote, j)) {
          j += quote.length;
          break;
        }
        if (code[j] === '\n' && quote.length === 1 && quote !== '`') break;
        j++;
      }
      j = Math.min(j, n);
      const text = code.slice(i, j);
      // a JSON string followed by ':' is an object key
      let k = j;
      while (k < n && (code[k] === ' ' || code[k] === '\t')) k++;
      push(lang === 'json' && code[k] === ':' ? 'key' : 'string', text);
      i = j;
      continue;
    }
    // numbers
    if (/[0-9]/.test(c) && !/[\w$]/.test(code[i - 1] ?? '')) {
      const m = /^(0x[0-9a-fA-F_]+|[0-9][0-9_]*(\.[0-9_]+)?([eE][+-]?[0-9]+)?)/.exec(code.slice(i, i + 64));
      const text = m ? m[0] : c;
      push('number', text);
      i += text.length;
      continue;
    }
    // words
    if (/[A-Za-z_$]/.test(c)) {
      let j = i + 1;
      while (j < n && /[\w$]/.test(code[j])) j++;
      const w = code.slice(i, j);
      let k = j;
      while (k < n && code[k] === ' ') k++;
      if (keywords[lang].has(w)) push('keyword', w);
      else if (literals[lang].has(w)) push('literal', w);
      else if (code[k] === '(' && lang !== 'json') push('func', w);
      else push('plain', w);
      i = j;
      continue;
    }
    push('plain', c);
    i++;
  }
  return out;
}
