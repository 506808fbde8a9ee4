import { shownInstanceName } from './instance-name';

describe('the instance name shown in X-Instance', () => {
  it('is not shown unless SHOW_INSTANCE is 1', () => {
    expect(shownInstanceName({ INSTANCE_NAME: 'a' }, 'web-1')).toBeUndefined();
    expect(shownInstanceName({ SHOW_INSTANCE: 'true', INSTANCE_NAME: 'a' }, 'web-1')).toBeUndefined();
    expect(shownInstanceName({ SHOW_INSTANCE: '0', INSTANCE_NAME: 'a' }, 'web-1')).toBeUndefined();
  });

  it('is INSTANCE_NAME when set', () => {
    expect(shownInstanceName({ SHOW_INSTANCE: '1', INSTANCE_NAME: ' a ' }, 'web-1')).toBe('a');
  });

  it('falls back to the host, and its port when known', () => {
    expect(shownInstanceName({ SHOW_INSTANCE: '1', PORT: '3002' }, 'web-1')).toBe('web-1:3002');
    expect(shownInstanceName({ SHOW_INSTANCE: '1', INSTANCE_NAME: '  ' }, 'web-1')).toBe('web-1');
  });
});
