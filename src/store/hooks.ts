import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from './root-reducer';

// The store dispatches plain actions only (no thunks: every effect is a saga).
export const useAppDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();
export const useAppSelector = useSelector.withTypes<RootState>();
