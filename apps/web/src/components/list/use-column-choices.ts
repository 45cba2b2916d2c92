import { useCallback, useState } from 'react';
import { ColumnChoicesSchema, type ColumnChoices } from './list-columns';

/** Local, not session, storage: which columns a user likes is a preference that outlives the session. */
export const columnChoicesKey = (listId: string) => `cpt_columns_${listId}`;

const readChoices = (key: string): ColumnChoices => {
  try {
    return ColumnChoicesSchema.parse(JSON.parse(window.localStorage.getItem(key) ?? '{}'));
  } catch {
    return {};
  }
};

/** The columns a user showed or hid on one list, remembered in local storage. */
export const useColumnChoices = (listId: string): [ColumnChoices, (id: string, shown: boolean) => void] => {
  const key = columnChoicesKey(listId);
  const [choices, setChoices] = useState(() => readChoices(key));
  const choose = useCallback(
    (id: string, shown: boolean) => {
      const next = { ...readChoices(key), [id]: shown };
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or disabled: the choice then lasts for this page view.
      }
      setChoices(next);
    },
    [key],
  );
  return [choices, choose];
};
