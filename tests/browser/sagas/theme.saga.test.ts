import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { readItem, writeItem } from '../../../src/api/platform/browser-storage';
import { themeSaga } from '../../../src/sagas/theme.saga';
import { rootReducer } from '../../../src/app/store';
import { themeToggled } from '../../../src/store/theme.slice';

describe('theme', () => {
  it('starts light when nothing is stored', async () => {
    const { storeState } = await expectSaga(themeSaga)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(readItem), null]])
      .silentRun(20);
    expect(storeState.theme.mode).toBe('light');
  });

  it("restores the mode stored under the key 'theme'", async () => {
    const { storeState } = await expectSaga(themeSaga)
      .withReducer(rootReducer)
      .provide([[matchers.call(readItem, 'theme'), 'dark']])
      .silentRun(20);
    expect(storeState.theme.mode).toBe('dark');
  });

  it('ignores a stored value that is not a theme', async () => {
    const { storeState } = await expectSaga(themeSaga)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(readItem), 'purple']])
      .silentRun(20);
    expect(storeState.theme.mode).toBe('light');
  });

  it('toggles light and dark and stores each choice', async () => {
    const { storeState } = await expectSaga(themeSaga)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(readItem), null],
        [matchers.call.fn(writeItem), undefined],
      ])
      .dispatch(themeToggled())
      .call(writeItem, 'theme', 'dark')
      .dispatch(themeToggled())
      .call(writeItem, 'theme', 'light')
      .silentRun(20);
    expect(storeState.theme.mode).toBe('light');
  });

  it('really writes to localStorage through the storage module', () => {
    writeItem('theme', 'dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(readItem('theme')).toBe('dark');
  });
});
