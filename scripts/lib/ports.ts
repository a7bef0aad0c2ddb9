import net from 'node:net';

/** The preferred port when it is free, otherwise any free port on loopback. */
export async function freePort(preferred?: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | null>((resolve) => {
      const srv = net.createServer();
      srv.once('error', () => resolve(null));
      srv.listen(port, '127.0.0.1', () => {
        const p = (srv.address() as net.AddressInfo).port;
        srv.close(() => resolve(p));
      });
    });
  if (preferred) {
    const p = await tryPort(preferred);
    if (p) return p;
  }
  return (await tryPort(0))!;
}
