import { readStoredUser, sessionStore, USERDETAIL_KEY, watchOtherTabs } from './index';

const record = {
  token: 'a'.repeat(64),
  user_id: 7,
  username: '9876500001',
  user_display_name: 'Aarav Sharma',
  permission: 'student',
};

beforeEach(() => {
  window.localStorage.clear();
  sessionStore.setState({ user: null, student: null });
});

describe('session store (000 §3 login record userdetail)', () => {
  it('keeps the login record in localStorage under userdetail and clears it on sign-out', () => {
    sessionStore.getState().signIn(record);
    expect(JSON.parse(window.localStorage.getItem(USERDETAIL_KEY) ?? 'null')).toEqual(record);
    expect(readStoredUser()).toEqual(record);
    sessionStore.getState().signOut();
    expect(window.localStorage.getItem(USERDETAIL_KEY)).toBeNull();
    expect(sessionStore.getState().user).toBeNull();
  });

  it('treats a malformed stored record as signed out', () => {
    window.localStorage.setItem(USERDETAIL_KEY, '{"token":1}');
    expect(readStoredUser()).toBeNull();
    window.localStorage.setItem(USERDETAIL_KEY, 'not json');
    expect(readStoredUser()).toBeNull();
  });

  it('001 §4.10: a change of userdetail in another tab syncs the store and sends this tab to the root', () => {
    sessionStore.getState().signIn(record);
    const goToRoot = jest.fn();
    const stop = watchOtherTabs(goToRoot);
    window.localStorage.removeItem(USERDETAIL_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: USERDETAIL_KEY, newValue: null }));
    expect(goToRoot).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().user).toBeNull();
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    expect(goToRoot).toHaveBeenCalledTimes(1);
    stop();
  });
});
