import type { LocatedBranch } from '@liftline/sdk';
import { useCallback } from 'react';
import { BranchFinder, DEFAULT_BRANCH_FINDER_LABEL } from '../../branch-finder/branch-finder';
import baseCss from '../../styles/shared.scss?inline';
import {
  booleanAttribute,
  commonSettings,
  textAttribute,
  type CommonRawAttributes,
  type CommonSettings,
} from '../attributes';
import { emit } from '../emit';
import { BRANCH_CHANGE_EVENT, type BranchChangeDetail } from '../events';
import { ShadowStyles } from '../shadow-styles';
import { useWidgetClient } from '../widget-client';
import css from './find-branch.scss?inline';

export { baseCss, css as findBranchCss };

/** Attribute values as r2wc hands them over (strings; undefined once removed). */
export interface FindBranchRawAttributes extends CommonRawAttributes {
  label?: string | undefined;
  alwaysShowDefaultText?: string | undefined;
}

export interface FindBranchSettings extends CommonSettings {
  label: string;
  alwaysShowDefaultText: boolean;
}

/** The settings of `<find-branch>`: attributes with their defaults. */
export function findBranchSettings(raw: FindBranchRawAttributes): FindBranchSettings {
  return {
    ...commonSettings(raw),
    label: textAttribute(raw.label) ?? DEFAULT_BRANCH_FINDER_LABEL,
    alwaysShowDefaultText: booleanAttribute(raw.alwaysShowDefaultText),
  };
}

/** What `<find-branch>` renders in its shadow root: the storefront's branch finder. */
export function FindBranchView({
  container,
  ...raw
}: FindBranchRawAttributes & { container?: ShadowRoot }) {
  const { baseUrl, productKey, label, alwaysShowDefaultText } = findBranchSettings(raw);
  const client = useWidgetClient(baseUrl, productKey);
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
      <ShadowStyles css={css} />
      <BranchFinder
        key={`${baseUrl}|${productKey}`}
        client={client}
        productKey={productKey}
        label={label}
        alwaysShowDefaultText={alwaysShowDefaultText}
        onBranchChange={onBranchChange}
      />
    </>
  );
}
