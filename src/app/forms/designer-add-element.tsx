import { Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { cellKinds, choiceGridKinds, choiceKinds, displayOnlyKinds, type ElementKind, type FormElement } from '#core/forms';
import { Button } from '../ui/button';
import type { KindModule } from './kind-module';
import { kindModules } from './kind-registry';
import { newId } from './new-id';

type Group = 'questions' | 'choices' | 'grids' | 'content';
const groups: readonly Group[] = ['questions', 'choices', 'grids', 'content'];

function groupOf(kind: ElementKind): Group {
  if (displayOnlyKinds.includes(kind)) return 'content';
  if (choiceKinds.includes(kind)) return 'choices';
  if (choiceGridKinds.includes(kind) || cellKinds.includes(kind)) return 'grids';
  return 'questions';
}

/** Every registered kind, grouped; the chosen one is created with fresh ids and handed to `onAdd`. */
export function AddElementMenu({ phaseNumber, onAdd }: { phaseNumber: number; onAdd: (element: FormElement) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id }, { n: phaseNumber });
  const optionLabel = (n: number) => intl.formatMessage({ id: 'designer.optionDefault' }, { n });
  const byGroup = (group: Group) => kindModules.filter((m) => groupOf(m.kind) === group);
  const message = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const add = (module: KindModule) => onAdd(module.create(newId(), { optionLabel, newId, message }));
  return (
    <MenuTrigger>
      <Button variant="primary" aria-label={t('designer.addElement.toPhase')}>
        <span aria-hidden="true">+</span> {t('designer.addElement')}
      </Button>
      <Popover className="add-element-popover" placement="bottom start">
        <Menu
          className="add-element-menu"
          aria-label={t('designer.addElement.toPhase')}
          onAction={(key) => {
            const module = kindModules.find((m) => m.kind === key);
            if (module) add(module);
          }}
        >
          {groups.filter((group) => byGroup(group).length > 0).map((group) => (
            <MenuSection key={group} id={group} className="add-element-section">
              <Header className="add-element-header">{t(`designer.addElement.group.${group}`)}</Header>
              {byGroup(group).map((module) => (
                <MenuItem key={module.kind} id={module.kind} className="add-element-item" textValue={intl.formatMessage({ id: module.nameId })}>
                  {intl.formatMessage({ id: module.nameId })}
                </MenuItem>
              ))}
            </MenuSection>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
