package org.ccer.registry.engine;

import jakarta.servlet.http.HttpServletRequest;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import org.camunda.bpm.engine.IdentityService;
import org.camunda.bpm.engine.ProcessEngine;
import org.camunda.bpm.engine.identity.Group;
import org.camunda.bpm.engine.identity.Tenant;
import org.camunda.bpm.engine.rest.security.auth.AuthenticationResult;
import org.camunda.bpm.engine.rest.security.auth.impl.HttpBasicAuthenticationProvider;

/**
 * HTTP basic auth that remembers a verified credential for a short while. Without it every REST
 * call reads the user, checks its password hash, and reads its groups and its tenants: four
 * queries before the call's own work, on every one of the gateway's and the workers' calls.
 * A credential is kept for ENGINE_REST_AUTH_CACHE_SECONDS (default 60; 0 turns the cache off),
 * so a changed password or group membership of an engine REST user applies within that time.
 * Only successes are kept, under a SHA-256 of the Authorization header (never the password).
 */
public class CachingBasicAuthenticationProvider extends HttpBasicAuthenticationProvider {
  private record Verified(String userId, List<String> groups, List<String> tenants, long expiresAt) {}

  private static final long TTL_MS = ttlMs();
  private static final int MAX_ENTRIES = 1000;
  private static final ConcurrentHashMap<String, Verified> VERIFIED = new ConcurrentHashMap<>();

  private static long ttlMs() {
    String v = System.getenv("ENGINE_REST_AUTH_CACHE_SECONDS");
    try {
      return v == null || v.isBlank() ? 60_000L : Math.max(0, Long.parseLong(v.trim())) * 1000L;
    } catch (NumberFormatException e) {
      return 60_000L;
    }
  }

  @Override
  public AuthenticationResult extractAuthenticatedUser(HttpServletRequest request, ProcessEngine engine) {
    String header = request.getHeader("Authorization");
    if (TTL_MS == 0 || header == null) return super.extractAuthenticatedUser(request, engine);
    String key = engine.getName() + ":" + sha256(header);
    long now = System.currentTimeMillis();
    Verified hit = VERIFIED.get(key);
    if (hit != null && hit.expiresAt() > now) return result(hit);

    AuthenticationResult fresh = super.extractAuthenticatedUser(request, engine);
    if (!fresh.isAuthenticated()) {
      VERIFIED.remove(key);
      return fresh;
    }
    IdentityService identity = engine.getIdentityService();
    String userId = fresh.getAuthenticatedUser();
    List<String> groups = identity.createGroupQuery().groupMember(userId).list().stream().map(Group::getId).toList();
    List<String> tenants = identity.createTenantQuery().userMember(userId).includingGroupsOfUser(true).list().stream().map(Tenant::getId).toList();
    if (VERIFIED.size() >= MAX_ENTRIES) VERIFIED.clear();
    Verified verified = new Verified(userId, groups, tenants, now + TTL_MS);
    VERIFIED.put(key, verified);
    return result(verified);
  }

  /** With groups and tenants filled in, the authentication filter does not query them again. */
  private static AuthenticationResult result(Verified v) {
    AuthenticationResult r = AuthenticationResult.successful(v.userId());
    r.setGroups(v.groups());
    r.setTenants(v.tenants());
    return r;
  }

  private static String sha256(String text) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
