import { useState } from 'react';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import type { CompanyItem } from '#core/api';
import { FormDialog } from '../ui/form-dialog';
import { copyFunctions } from './organisations-api';
import { inTreeOrder } from '#core/tree';
import { useOrgForm } from './use-org-form';
import { useOrgWords } from './use-org-words';

interface Props {
  source: CompanyItem;
  /** companies whose functions the actor may change (below their own; every one for a system user) */
  targets: readonly CompanyItem[];
  onClose: () => void;
}

/** Copy one company's functions to the ticked companies. */
export function CopyFunctionsDialog({ source, targets, onClose }: Props) {
  const { t } = useOrgWords();
  const [chosen, setChosen] = useState<string[]>([]);
  const form = useOrgForm({
    body: null, onClose,
    run: () => copyFunctions({ fromCompanyId: source.id, toCompanyIds: chosen.map(Number) }),
    done: (reply) => t('org.copied', { count: reply.companyIds.length }),
  });
  const [missing, setMissing] = useState(false);
  const submit = () => {
    setMissing(chosen.length === 0);
    if (chosen.length > 0) form.submit();
  };
  return (
    <FormDialog classNames={{ body: 'dialog-body-stack' }} title={t('org.copyTitle', { name: source.name })} onClose={onClose} onSubmit={submit} busy={form.busy}
      problem={missing ? t('org.copyNone') : form.problem} submitLabel={t('org.copyButton')}>
      <p>{t('org.copyText', { name: source.name })}</p>
      <CheckboxGroup value={chosen} onChange={setChosen} className="org-function-group">
        <Label className="org-function-title">{t('org.copyTargets')}</Label>
        {inTreeOrder(targets).filter(({ item }) => item.id !== source.id).map(({ item, depth }) => (
          <Checkbox key={item.id} value={String(item.id)} className="checkbox" style={{ paddingInlineStart: depth * 16 }}>
            <span className="box" aria-hidden="true">✓</span>
            <span>{item.name}</span>
          </Checkbox>
        ))}
      </CheckboxGroup>
    </FormDialog>
  );
}
