import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import type { ScopeOptions } from '#core/api';
import { useIntegrationsWords } from './use-integrations-words';

interface Props {
  options: ScopeOptions;
  /** codes the account has now: those the editor could not grant still show, so they can be removed */
  current: readonly string[];
  selected: readonly string[];
  onChange: (codes: string[]) => void;
}

const lower = (code: string) => code.toLowerCase();

/** Checkboxes grouped by permission group; one labelled group each. */
export function ScopePicker({ options, current, selected, onChange }: Props) {
  const { t } = useIntegrationsWords();
  const offered = new Set(options.flatMap((g) => g.permissions.map((p) => lower(p.code))));
  const kept = current.filter((code) => !offered.has(lower(code))).map((code) => ({ code, name: code }));
  const sections = [
    ...options.map((g) => ({ key: String(g.groupId), name: g.groupName ?? t('integrations.noGroup'), items: g.permissions })),
    { key: 'kept', name: t('integrations.scopeKept'), items: kept },
  ].filter((s) => s.items.length > 0);
  if (sections.length === 0) return <p className="muted">{t('integrations.scopeNone')}</p>;
  const chosen = new Set(selected.map(lower));
  return (
    <div className="integrations-scope">
      {sections.map((section) => {
        const here = new Set(section.items.map((p) => lower(p.code)));
        const change = (values: string[]) => onChange([...selected.filter((c) => !here.has(lower(c))), ...values]);
        return (
          <CheckboxGroup key={section.key} className="integrations-scope-group" value={section.items.filter((p) => chosen.has(lower(p.code))).map((p) => p.code)} onChange={change}>
            <Label className="integrations-scope-title">{section.name}</Label>
            {section.items.map((p) => (
              <Checkbox key={p.code} value={p.code} className="checkbox">
                <span className="box" aria-hidden="true">✓</span>
                <span>{p.name === p.code ? <code>{p.code}</code> : <>{p.name} <code>{p.code}</code></>}</span>
              </Checkbox>
            ))}
          </CheckboxGroup>
        );
      })}
    </div>
  );
}
