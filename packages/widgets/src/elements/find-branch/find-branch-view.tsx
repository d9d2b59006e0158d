import type { LocatedBranch } from '@liftline/sdk';
import { useCallback } from 'react';
import { BranchFinder } from '../../branch-finder/branch-finder';
import { storeBase } from '../../branch-finder/branch-page';
import { widgetLang, wordsOf } from '../../messages';
import { loader } from '../../messages/en';
import baseCss from '../../styles/shared.scss?inline';
import {
  booleanAttribute,
  commonSettings,
  rawAttributes,
  textAttribute,
  type CommonRawAttributes,
  type CommonSettings,
} from '../attributes';
import { emit } from '../emit';
import type { ViewMount } from '../mount-view';
import { BRANCH_CHANGE_EVENT, type BranchChangeDetail } from '../events';
import { ShadowStyles } from '../shadow-styles';
import { useWidgetClient } from '../widget-client';

export { baseCss };

/** The element's attribute values (strings; undefined when absent). */
export interface FindBranchRawAttributes extends CommonRawAttributes {
  label?: string | undefined;
  alwaysShowDefaultText?: string | undefined;
  storeUrl?: string | undefined;
}

export interface FindBranchSettings extends CommonSettings {
  label: string;
  alwaysShowDefaultText: boolean;
  /** The store the branch's page is on: `store-url` (http/https), else `api-base`'s origin. */
  storeUrl: string;
}

/** The settings of `<find-branch>`: attributes with their defaults. */
export function findBranchSettings(raw: FindBranchRawAttributes): FindBranchSettings {
  return {
    ...commonSettings(raw),
    label: textAttribute(raw.label) ?? wordsOf('loader', loader, raw.lang).findBranchLabel,
    alwaysShowDefaultText: booleanAttribute(raw.alwaysShowDefaultText),
    storeUrl: storeBase(raw.storeUrl, raw.apiBase),
  };
}

/** What `<find-branch>` renders in its shadow root: the storefront's branch finder. */
export function FindBranchView({
  container,
  ...raw
}: FindBranchRawAttributes & { container?: ShadowRoot }) {
  const { baseUrl, productKey, label, alwaysShowDefaultText, storeUrl } = findBranchSettings(raw);
  const client = useWidgetClient(baseUrl, productKey, widgetLang(raw.lang));
  const host = container?.host;
  const onBranchChange = useCallback(
    (branch: LocatedBranch) => {
      if (host)
        emit<BranchChangeDetail>(host, BRANCH_CHANGE_EVENT, {
          branch,
          zip_code: branch.zip_code_searched,
        });
    },
    [host],
  );
  return (
    <>
      <ShadowStyles css={baseCss} />
      <BranchFinder
        key={`${baseUrl}|${productKey}`}
        client={client}
        productKey={productKey}
        label={label}
        alwaysShowDefaultText={alwaysShowDefaultText}
        linkBranch
        showSavedAtOnce
        storeUrl={storeUrl}
        lang={raw.lang ?? undefined}
        onBranchChange={onBranchChange}
      />
    </>
  );
}

/** What the `<find-branch>` chunk mounts. */
export const findBranchMount: ViewMount = {
  styles: [baseCss],
  view: (attributes, root) => <FindBranchView container={root} {...rawAttributes(attributes)} />,
  control: 'link',
};
