import { useCallback, useState } from 'react';
import type { DocumentEntry } from '@/lib/document-file';

/** The documents ticked for download, by blob id; kept by the page so its footer can act on them. */
export const useDocumentSelection = () => {
  const [selected, setSelected] = useState<ReadonlyMap<string, DocumentEntry>>(() => new Map());

  const setChecked = useCallback((documents: readonly DocumentEntry[], checked: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const document of documents) {
        if (checked) next.set(document.blobId, document);
        else next.delete(document.blobId);
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => setSelected(new Map()), []);

  return { selected, setChecked, clear };
};

export type DocumentSelection = ReturnType<typeof useDocumentSelection>;
