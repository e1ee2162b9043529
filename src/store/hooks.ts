import type { Dispatch, Store, UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { RootState } from './root-reducer';

// The store dispatches plain actions only (no thunks: every effect is a saga).
export const useAppDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** The store itself, for an effect that reads the state once as it runs (never to re-render on it). */
export const useAppStore = useStore.withTypes<Store<RootState, UnknownAction>>();

/**
 * Tells the sagas a screen (or one subject of it) is showing: `opened` when it appears or its subject changes,
 * `closed` when it goes, so the polling and loading that belong to it stop. `opened` null: nothing to announce.
 * Actions are plain data (Redux DevTools replays them), so their JSON says when the subject changed.
 */
export function usePresence(opened: UnknownAction | null, closed: UnknownAction): void {
  const dispatch = useAppDispatch();
  const openedJson = opened && JSON.stringify(opened);
  const closedJson = JSON.stringify(closed);
  useEffect(() => {
    if (!openedJson) return;
    dispatch(JSON.parse(openedJson) as UnknownAction);
    return () => {
      dispatch(JSON.parse(closedJson) as UnknownAction);
    };
  }, [dispatch, openedJson, closedJson]);
}
