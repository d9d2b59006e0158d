import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { assign, emit, fromPromise, setup } from 'xstate';
import type { ModalRuntime } from './modal-runtime-contract';

/** The main bundle's modules, handed to the dialog's code when it loads. */
export const modalRuntime: ModalRuntime = {
  react: { useCallback, useEffect, useId, useMemo, useRef, useState },
  'react/jsx-runtime': { Fragment, jsx, jsxs },
  xstate: { assign, emit, fromPromise, setup },
  '@xstate/react': { useActorRef, useSelector },
};
