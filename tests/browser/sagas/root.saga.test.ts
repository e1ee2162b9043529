import { expectSaga } from 'redux-saga-test-plan';
import { take } from 'redux-saga/effects';
import { rootSaga } from '../../../src/sagas/root.saga';
import { rootReducer } from '../../../src/app/store';

describe('root saga', () => {
  it('logs and records a crashed concern, and keeps the others running', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let survivorSawAction = false;
    function* crashing(): Generator {
      yield take('go');
      throw new Error('boom');
    }
    function* survivor(): Generator {
      yield take('go');
      yield take('again');
      survivorSawAction = true;
    }
    const { storeState } = await expectSaga(rootSaga, [
      ['crashing', crashing],
      ['survivor', survivor],
    ])
      .withReducer(rootReducer)
      .dispatch({ type: 'go' })
      .dispatch({ type: 'again' })
      .silentRun(20);
    expect(storeState.system.crashedSagas).toEqual([{ name: 'crashing', message: 'boom' }]);
    expect(survivorSawAction).toBe(true);
    expect(error).toHaveBeenCalledWith('Saga "crashing" crashed:', expect.any(Error));
    error.mockRestore();
  });
});
