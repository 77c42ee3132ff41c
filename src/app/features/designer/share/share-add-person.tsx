import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button as AriaButton, Collection, ComboBox, Input, Label, ListBox, ListBoxItem, ListBoxLoadMoreItem, Popover, Text } from 'react-aria-components';
import { FormPermission, formPermissionSchema, type FormPermissionValue } from '#core/forms';
import { type ShareCandidate } from '#core/api';
import { Button } from '#app/shared/ui/button';
import { Icon } from '#app/shared/ui/icon';
import { NativeSelect } from '#app/shared/ui/native-select';
import { showToast } from '#app/shared/ui/toast';
import { shareCandidatesQuery, shareKeys, updatePermissions } from './share-api';
import { shareFailure } from './share-people';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { shareMessages } from './share-messages';

const SEARCH_DELAY_MS = 300;
const POPOVER_MAX_HEIGHT = 320;

/** Waits until typing pauses before the value changes (one request per pause, not per key). */
function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** "Add people": a searchable list of the company's users (paged), a permission, and Add. */
export function ShareAddPerson({ formId }: { formId: number }) {
  const t = useT(commonMessages, shareMessages);
  const queryClient = useQueryClient();
  const [input, setInput] = useState('');
  const [chosen, setChosen] = useState<ShareCandidate | null>(null);
  const [permission, setPermission] = useState<FormPermissionValue>(FormPermission.Viewer);
  const [error, setError] = useState<string | null>(null);
  const search = useDebounced(input, SEARCH_DELAY_MS);
  const candidates = useInfiniteQuery(shareCandidatesQuery(formId, search));
  const items = candidates.data?.pages.flatMap((p) => p.data) ?? [];
  // the list only opens with people in it: what the search found (or not) is said under the box
  const status = candidates.isError
    ? t('shareTab.candidatesFailed')
    : candidates.isFetching && !candidates.isFetchingNextPage
      ? t('shareTab.searching')
      : items.length === 0 && input.trim() !== '' && !chosen ? t('shareTab.noCandidates') : '';
  const add = useMutation({
    mutationFn: (person: ShareCandidate) => updatePermissions(formId, { add: [{ userId: person.userId, permission }] }),
    onSuccess: async (list, person) => {
      queryClient.setQueryData(shareKeys.users(formId), list);
      showToast('success', t('shareTab.added', { name: person.name }));
      setChosen(null);
      setInput('');
      setError(null);
      await queryClient.resetQueries({ queryKey: shareKeys.candidates(formId) });
    },
    onError: (failure) => setError(shareFailure(failure, t('common.networkError'))),
  });
  const submit = () => {
    if (!chosen) setError(t('shareTab.chooseFirst'));
    else add.mutate(chosen);
  };
  return (
    <section className="share-add" aria-labelledby="share-add-heading">
      <h3 id="share-add-heading">{t('shareTab.add')}</h3>
      <div className="share-add-fields">
        <ComboBox
          className="field share-combobox"
          inputValue={input}
          onInputChange={(text) => {
            setInput(text);
            if (chosen && text !== chosen.name) setChosen(null);
          }}
          value={chosen?.userId ?? null}
          onChange={(key) => {
            const person = items.find((p) => p.userId === key) ?? null;
            setChosen(person);
            setError(null);
            // both value and text are controlled: the text follows a choice (Escape reverts to it);
            // losing the choice (the list changed under it) never wipes what the author is typing
            if (person) setInput(person.name);
          }}
          defaultFilter={() => true}
          menuTrigger="input"
          isInvalid={error !== null}
        >
          <Label>{t('shareTab.search')}</Label>
          <div className="combobox-row">
            <Input />
            <AriaButton className="btn combobox-button" data-variant="quiet" aria-label={t('shareTab.showPicker')}>
              <Icon name="search" />
            </AriaButton>
          </div>
          <Text slot="description" className="field-description" aria-live="polite">{status}</Text>
          {error && <Text slot="errorMessage" className="field-error">{error}</Text>}
          <Popover className="popover combobox-popover" maxHeight={POPOVER_MAX_HEIGHT}>
            <ListBox<ShareCandidate> className="combobox-list">
              <Collection items={items}>
                {(person) => (
                  <ListBoxItem id={person.userId} textValue={person.name} className="combobox-option">
                    <span className="combobox-option-name">{person.name}</span>
                    <span className="combobox-option-detail">
                      {[person.username, person.email, person.departmentName].filter(Boolean).join(' · ')}
                    </span>
                  </ListBoxItem>
                )}
              </Collection>
              <ListBoxLoadMoreItem
                isLoading={candidates.isFetchingNextPage}
                onLoadMore={() => { if (candidates.hasNextPage && !candidates.isFetchingNextPage) void candidates.fetchNextPage(); }}
              >
                <span className="combobox-more">{t('shareTab.moreLoading')}</span>
              </ListBoxLoadMoreItem>
            </ListBox>
          </Popover>
        </ComboBox>
        <NativeSelect
          label={t('shareTab.newPermission')}
          placeholder={t('shareTab.col.permission')}
          value={String(permission)}
          options={([1, 2] as const).map((p) => ({ value: String(p), label: t(`shareTab.permission.${p}`) }))}
          onChange={(value) => {
            const parsed = formPermissionSchema.safeParse(Number(value));
            if (parsed.success) setPermission(parsed.data);
          }}
        />
        <Button variant="primary" className="share-add-button" isDisabled={add.isPending} onPress={submit}>
          {add.isPending ? t('shareTab.adding') : t('shareTab.addButton')}
        </Button>
      </div>
    </section>
  );
}
