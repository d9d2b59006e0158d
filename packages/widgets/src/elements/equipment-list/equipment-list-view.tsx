import { EquipmentList } from '../../equipment-list/equipment-list';
import css from '../../equipment-list/equipment-list.scss?inline';
import { equipmentListSettings } from '../../equipment-list/settings';
import { emit } from '../emit';
import { EQUIPMENT_SELECT_EVENT, type EquipmentSelectDetail } from '../events';
import type { WidgetAttributes } from '../mount-contract';
import type { ViewMount } from '../mount-view';
import { ShadowStyles } from '../shadow-styles';

/** What `<equipment-list>` renders in its shadow root: the list, read from its attributes. */
export function EquipmentListView({
  attributes,
  host,
}: {
  attributes: WidgetAttributes;
  host: Element;
}) {
  const settings = equipmentListSettings(attributes, host.closest('[lang]')?.getAttribute('lang'));
  const onSelect = (id: number) =>
    emit<EquipmentSelectDetail>(host, EQUIPMENT_SELECT_EVENT, { id }, { cancelable: true });
  return (
    <>
      <ShadowStyles css={css} />
      <EquipmentList
        key={`${settings.baseUrl}|${settings.productKey}`}
        settings={settings}
        onSelect={onSelect}
      />
    </>
  );
}

/**
 * `<equipment-list>`'s chunk: the list's looks, and the view rendered over the loader's skeleton
 * (the same nodes while the first page loads). The boxes (`skeletonCss`) and the tokens and
 * buttons (the first-paint sheet) are already adopted into the root by the loader's element, which
 * every mount follows: the chunk does not carry them twice.
 */
export const equipmentListMount: ViewMount = {
  styles: [css],
  view: (attributes, root) => <EquipmentListView attributes={attributes} host={root.host} />,
};
