import { socketFolder } from './socket-folder';

describe('the embedded database’s socket folder', () => {
  it('is the data folder itself, where clusters never share a lock file', () => {
    expect(socketFolder('/srv/shop/.data/postgres', 54321)).toBe('/srv/shop/.data/postgres');
  });

  it('is none (TCP only) for a folder too deep for a socket path', () => {
    const deep = `/srv/${'d'.repeat(88)}`;
    expect(`${deep}/.s.PGSQL.54321`.length).toBe(108);
    expect(socketFolder(deep, 54321)).toBeNull();
    expect(socketFolder(deep.slice(0, -1), 54321)).toBe(deep.slice(0, -1));
  });

  it('is none for a folder PostgreSQL’s list setting would split or misread', () => {
    for (const folder of ['/srv/a,b', '/srv/my shop', "/srv/o'neil", '/srv/"x"', '/srv/back\\slash', '/srv/tab\there']) {
      expect(socketFolder(folder, 5432)).toBeNull();
    }
  });
});
