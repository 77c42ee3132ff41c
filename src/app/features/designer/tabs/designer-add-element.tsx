import { Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover } from 'react-aria-components';
import { cellKinds, choiceGridKinds, choiceKinds, displayOnlyKinds, type ElementKind, type FormElement } from '#core/forms';
import { Button } from '#app/shared/ui/button';
import type { DefaultNameId, KindModule } from '../kinds/module';
import { kindModules } from '../kinds/registry';
import { newId } from '../state/new-id';
import { useT } from '#app/shared/i18n/use-t';
import { designerMessages } from '../designer-messages';
import { kindsMessages } from '../kinds/kinds-messages';
import { listMessages } from '../kinds/kinds-lists-messages';
import { tableMessages } from '../kinds/kinds-table-messages';
import { tabDesignMessages } from './design-messages';

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
  const t = useT(tabDesignMessages, designerMessages, kindsMessages, listMessages, tableMessages);
  const phase = { n: phaseNumber };
  const optionLabel = (n: number) => t('designer.optionDefault', { n });
  const byGroup = (group: Group) => kindModules.filter((m) => groupOf(m.kind) === group);
  const message = (id: DefaultNameId, i = 0) => t(id, { i });
  const add = (module: KindModule) => onAdd(module.create(newId(), { optionLabel, newId, message }));
  return (
    <MenuTrigger>
      <Button variant="primary" aria-label={t('designer.addElement.toPhase', phase)}>
        <span aria-hidden="true">+</span> {t('designer.addElement')}
      </Button>
      <Popover className="add-element-popover" placement="bottom start">
        <Menu
          className="add-element-menu"
          aria-label={t('designer.addElement.toPhase', phase)}
          onAction={(key) => {
            const module = kindModules.find((m) => m.kind === key);
            if (module) add(module);
          }}
        >
          {groups.filter((group) => byGroup(group).length > 0).map((group) => (
            <MenuSection key={group} id={group} className="add-element-section">
              <Header className="add-element-header">{t(`designer.addElement.group.${group}`)}</Header>
              {byGroup(group).map((module) => (
                <MenuItem key={module.kind} id={module.kind} className="add-element-item" textValue={t(module.nameId)}>
                  {t(module.nameId)}
                </MenuItem>
              ))}
            </MenuSection>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
