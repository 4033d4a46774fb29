// The address group (lib/rate-limit/address-group.ts) the fair claim charges besides the user:
// an IPv4 address is its own group, an IPv6 address its /64, however it is written.
import { describe, expect, it } from "vitest";
import { addressGroup } from "../../lib/rate-limit/address-group";

describe("addressGroup", () => {
  it("keeps an IPv4 address as it is, also written as IPv4-mapped IPv6", () => {
    expect(addressGroup("203.0.113.7")).toBe("203.0.113.7");
    expect(addressGroup("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("groups IPv6 addresses by their /64, whatever the host part and spelling", () => {
    const group = "2001:db8:1:2::/64";
    expect(addressGroup("2001:db8:1:2::1")).toBe(group);
    expect(addressGroup("2001:0DB8:0001:0002:ffff:eeee:dddd:cccc")).toBe(group);
    expect(addressGroup("[2001:db8:1:2:a:b:c:d]")).toBe(group);
    expect(addressGroup("2001:db8:1:2:0:0:10.0.0.1")).toBe(group);
    expect(addressGroup("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
    // The next /64 is another group.
    expect(addressGroup("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  });

  it("gives no group for what is not an address", () => {
    expect(addressGroup("unknown")).toBeNull();
    expect(addressGroup("")).toBeNull();
    expect(addressGroup("203.0.113.300")).toBeNull();
  });
});
