// The baseline for bench-catalog: the smallest Fastify JSON route, to show what the machine itself allows.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3399), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
