/**
 * @jest-environment node
 *
 * `npm run cms` (cms/local/start.mjs): the ports it picks, and its wait for the servers to answer (against a
 * stand-in for fetch: what the servers answer, in order). The commands it runs are docs.test.ts's, which runs
 * `npm run cms -- --check`.
 */
import net from "node:net";
import { choosePort, isFree, waitForAnswer } from "../../cms/local/start-up.mjs";

const servers: net.Server[] = [];
function occupy(port: number, host: string): Promise<net.Server> {
  const server = net.createServer();
  servers.push(server);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("choosePort", () => {
  /** A port the system has free now, and the two after it, which the tests occupy for a moment only. */
  let PORT = 0;
  beforeAll(async () => {
    while (!PORT || !(await isFree(PORT + 1)) || !(await isFree(PORT + 2))) {
      const server = await occupy(0, "127.0.0.1");
      PORT = (server.address() as net.AddressInfo).port;
      await new Promise((resolve) => server.close(resolve));
    }
    servers.length = 0;
  });

  test("takes the preferred port when it is free", async () => {
    expect(await isFree(PORT)).toBe(true);
    expect(await choosePort({ variable: "CMS_PORT", preferred: PORT })).toBe(PORT);
  });

  test("skips a port in use on 127.0.0.1 and takes the next free one", async () => {
    await occupy(PORT, "127.0.0.1");
    expect(await isFree(PORT)).toBe(false);
    expect(await choosePort({ variable: "CMS_PORT", preferred: PORT })).toBe(PORT + 1);
  });

  test("skips a port in use on ::1 only (where localhost may point)", async () => {
    await occupy(PORT, "::1");
    expect(await choosePort({ variable: "CMS_PORT", preferred: PORT })).toBe(PORT + 1);
  });

  test("a port in use on another address only is free: both servers listen on loopback's own", async () => {
    await occupy(PORT, "127.0.0.2");
    expect(await isFree(PORT)).toBe(true);
  });

  test("skips the port already given to the other server", async () => {
    expect(await choosePort({ variable: "CMS_LOCAL_PORT", preferred: PORT, avoid: [PORT] })).toBe(PORT + 1);
  });

  test("a port asked for explicitly and in use is an error naming it and the variable", async () => {
    await occupy(PORT, "127.0.0.1");
    await expect(choosePort({ variable: "CMS_PORT", value: String(PORT), preferred: 8000 })).rejects.toThrow(
      `Port ${PORT} (CMS_PORT=${PORT}) is in use: stop what runs there, or set CMS_PORT to another port`,
    );
  });

  test("a port asked for explicitly and free is used, and a value that is no port is an error", async () => {
    expect(await choosePort({ variable: "CMS_LOCAL_PORT", value: String(PORT + 2), preferred: 8081 })).toBe(PORT + 2);
    await expect(choosePort({ variable: "CMS_LOCAL_PORT", value: "80a", preferred: 8081 })).rejects.toThrow(
      'CMS_LOCAL_PORT must be a port number (1-65535), not "80a"',
    );
  });
});

describe("waitForAnswer", () => {
  const url = "http://127.0.0.1:8000/admin/";
  const accepts = (response: Response, text: string) => response.ok && text.includes("decap-cms");
  /** What the server answers to each request in turn (the last one again and again). */
  type Answer = "refused" | "held" | number | "page";
  let fetchMock: jest.SpyInstance;
  function answers(...each: Answer[]) {
    fetchMock = jest.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
      const answer = each.length > 1 ? each.shift()! : each[0]!;
      if (answer === "refused") throw new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } });
      // As the development server does while it bundles: the request hangs until the attempt is given up.
      if (answer === "held") {
        return new Promise((_resolve, reject) =>
          init!.signal!.addEventListener("abort", () => reject(init!.signal!.reason)),
        );
      }
      return answer === "page"
        ? new Response("<script src=/admin/decap-cms.js></script>")
        : new Response("starting", { status: answer });
    });
  }
  afterEach(() => fetchMock.mockRestore());

  test("asks again while nothing listens, and resolves once the server answers its page", async () => {
    answers("refused", "refused", "page");
    await waitForAnswer(url, { accepts, timeout: 60_000, interval: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  test("gives up on a request the server holds, and asks again until it answers", async () => {
    answers("held", "page");
    await waitForAnswer(url, { accepts, timeout: 60_000, interval: 1, attempt: 10 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test("gives up after its timeout with an error naming the address and the last answer", async () => {
    answers(503);
    await expect(waitForAnswer(url, { accepts, timeout: 50, interval: 1 })).rejects.toThrow(
      `${url} did not answer within 0 s (last answer: status 503)`,
    );
  });

  test("keeps the server's last answer when a later request is cut short", async () => {
    answers(503, "held");
    await expect(waitForAnswer(url, { accepts, timeout: 50, interval: 1, attempt: 10 })).rejects.toThrow(
      `${url} did not answer within 0 s (last answer: status 503)`,
    );
    expect(fetchMock.mock.calls.length).toBeGreaterThan(1);
  });

  test("stops quietly when told to", async () => {
    const stop = new AbortController();
    answers("refused");
    fetchMock.mockImplementationOnce(async () => {
      stop.abort();
      throw new TypeError("fetch failed");
    });
    await expect(
      waitForAnswer(url, { accepts, timeout: 60_000, interval: 1, signal: stop.signal }),
    ).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
