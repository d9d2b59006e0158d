import {
  createQuoteList,
  localToday,
  newQuoteLine,
  QUOTE_LIST_MAX_LINES,
  type EquipmentSummary,
  type KeyValueStorage,
  type QuoteLine,
} from '@liftline/sdk';
import { useEffect, useState } from 'react';
import type { WordTables } from '../messages';
import { equipmentList } from '../messages/en/equipment-list';

type Mode = QuoteLine['mode'];
const lineKey = (id: number, mode: Mode) => `${id}:${mode}`;
const keysOf = (lines: QuoteLine[]) =>
  new Set(lines.map((line) => lineKey(line.equipment_id, line.mode)));

/**
 * The origin's shared quote list (the storefront's and every widget's: same storage, same key,
 * changes announced on `window`): which units it holds, and "Add to quote". A unit already on the
 * list in that mode keeps its line as it is (its dates and quantity), so adding twice is one line.
 */
export function useQuoteAdder(
  storage: KeyValueStorage,
  productKey: string,
  words: WordTables['equipmentList'] = equipmentList,
) {
  const [list] = useState(() => createQuoteList(storage, productKey, window));
  const [held, setHeld] = useState(() => keysOf(list.load()));
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    setHeld(keysOf(list.load()));
    return list.subscribe((lines) => setHeld(keysOf(lines)));
  }, [list]);

  return {
    announcement,
    holds: (id: number, mode: Mode) => held.has(lineKey(id, mode)),
    add(unit: Pick<EquipmentSummary, 'id' | 'title'>, mode: Mode) {
      const onList = list
        .load()
        .some((line) => line.equipment_id === unit.id && line.mode === mode);
      const added = onList || list.add(newQuoteLine(unit, mode, localToday()));
      setAnnouncement(added ? words.added(unit.title) : words.listFull(QUOTE_LIST_MAX_LINES));
    },
  };
}
