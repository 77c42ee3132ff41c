/**
 * The few rules of the answering page's stylesheets (answering.css, kinds.css) that its first
 * view needs before the page's own styles load with its script; the shell's (theme.css,
 * shell.css) are already linked by index.html. Its choices are native inputs (the live page's
 * carry data-selected): the checked and focused looks are drawn from them here. Scoped to #first-paint, so they end with it.
 * While #first-paint is there the app's root stays hidden: the app takes over in one frame.
 */
export const firstViewCss = `
#first-paint ~ #root { display: none; }
#first-paint .public-form { max-width: 720px; margin: 0 auto; padding: 12px 0 24px; }
#first-paint .public-form .card { padding: 16px; }
#first-paint .public-form-head { border-top: 6px solid var(--color-primary); margin-bottom: 16px; }
#first-paint .public-form-head h1 { margin: 0 0 8px; font-size: 1.5rem; overflow-wrap: anywhere; }
#first-paint .public-form-title-row { display: flex; flex-wrap: wrap; align-items: flex-start; justify-content: space-between; gap: 8px; }
#first-paint .public-form-title-row h1 { flex: 1 1 240px; }
#first-paint .public-form-description { margin: 0; white-space: pre-line; color: var(--color-muted); }
#first-paint .answer-form .muted { color: var(--color-muted); margin: 0 0 12px; }
#first-paint .answer-list { list-style: none; margin: 0 0 16px; padding: 0; display: flex; flex-direction: column; gap: 12px; }
#first-paint .answer-fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
#first-paint .answer-card .field { margin-bottom: 0; }
#first-paint .answer-card .field-label, #first-paint .answer-card label { overflow-wrap: anywhere; }
#first-paint .answer-inline { flex-direction: row; flex-wrap: wrap; gap: 8px 24px; }
#first-paint .checkbox-group { display: flex; flex-direction: column; gap: 6px; }
#first-paint .first-paint-choice { position: relative; }
#first-paint .first-paint-choice input { position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0; }
#first-paint .radio:has(input:checked)::before { border: 6px solid var(--color-primary); }
#first-paint .checkbox:has(input:checked) .box { background: var(--color-primary); border-color: var(--color-primary); color: #fff; }
#first-paint .checkbox:not(:has(input:checked)) .box { color: transparent; }
#first-paint .radio:has(input:focus-visible)::before, #first-paint .checkbox:has(input:focus-visible) .box { outline: 3px solid #ffb400; outline-offset: 2px; }
#first-paint .first-paint-choice:has(input:disabled) { cursor: default; }
#first-paint .btn:disabled { opacity: .55; cursor: progress; }
#first-paint .content-block { margin: 0; }
#first-paint .content-title { font-size: 1.2rem; font-weight: 600; margin: 0 0 6px; overflow-wrap: anywhere; }
#first-paint .content-quote blockquote { margin: 0; padding: 4px 0 4px 14px; border-left: 4px solid var(--color-primary); font-style: italic; }
#first-paint .flow-page-head { margin-bottom: 12px; }
#first-paint .flow-page-head h2 { margin: 8px 0 4px; font-size: 1.25rem; overflow-wrap: anywhere; }
#first-paint .flow-actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
#first-paint .flow-nav { margin-top: 8px; }
#first-paint .flow-nav .btn { flex: 1 1 200px; max-width: 320px; }
#first-paint .submit-button { width: 100%; max-width: 320px; }
#first-paint .flow-cover-body { padding: 16px; display: flex; flex-direction: column; gap: 8px; align-items: flex-start; }
#first-paint .flow-cover-body h1 { margin: 0; font-size: 1.5rem; overflow-wrap: anywhere; }
#first-paint .flow-start { min-width: 160px; }
#first-paint .flow-language { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin: 12px 0 0; }
#first-paint .flow-language .language-switch { border-color: var(--color-primary); }
#first-paint .flow-language .language-option { display: inline-flex; align-items: center; justify-content: center; color: var(--color-primary); }
#first-paint .flow-language .language-option[data-selected] { background: var(--color-primary); color: #fff; }
#first-paint .public-form-closed { max-width: 720px; margin: 24px auto; }
#first-paint .public-form-closed h1 { font-size: 1.4rem; margin-top: 0; }
#first-paint .public-form-inactive { white-space: pre-line; overflow-wrap: anywhere; }
#first-paint .navbar { position: relative; }
#first-paint .first-paint-status { position: absolute; right: 16px; top: 50%; transform: translateY(-50%); max-width: calc(100% - 88px); margin: 0; padding: 6px 14px; border-radius: 999px; background: #fff; color: var(--color-primary); font-size: .9rem; font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
`;
