import { expectSaga } from 'redux-saga-test-plan';
import { take } from 'redux-saga/effects';
import { rootSaga } from '../../../src/sagas/root.saga';
import { rootReducer } from '../../../src/app/store';
import { expectConsole } from '../../support/browser/console-guard';

describe('root saga', () => {
  it('logs and records a crashed concern, and keeps the others running', async () => {
    // A crash is logged for the developer, with the error and its message.
    expectConsole('error', /^Saga "crashing" crashed: Error: boom/);
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
  });
});
