import { describe, expect, it } from "vitest";
import { networkOf } from "./ip";

describe("networkOf", () => {
  it("groups IPv4 addresses by /24, mapped ones too", () => {
    expect(networkOf("203.0.113.7")).toBe("203.0.113.0/24");
    expect(networkOf("203.0.113.250")).toBe("203.0.113.0/24");
    expect(networkOf("::ffff:203.0.113.9")).toBe("203.0.113.0/24");
    expect(networkOf("203.0.114.7")).not.toBe(networkOf("203.0.113.7"));
  });

  it("groups IPv6 addresses by /64, however they are written", () => {
    expect(networkOf("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(networkOf("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(networkOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(networkOf("2001:db8:0:1::1")).not.toBe(networkOf("2001:db8::1"));
  });

  it("leaves anything else as it is", () => {
    expect(networkOf("unknown")).toBe("unknown");
  });
});
