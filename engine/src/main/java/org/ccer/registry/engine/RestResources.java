package org.ccer.registry.engine;

import jakarta.ws.rs.ApplicationPath;
import org.camunda.bpm.spring.boot.starter.rest.CamundaJerseyResourceConfig;
import org.springframework.stereotype.Component;

/**
 * The engine's REST application: Camunda's own resources, plus the inbox query (InboxResource).
 * Everything under /engine-rest passes the same basic-auth filter (RestAuthentication).
 */
@Component
@ApplicationPath("/engine-rest")
public class RestResources extends CamundaJerseyResourceConfig {
  private final InboxResource inbox;

  public RestResources(InboxResource inbox) {
    this.inbox = inbox;
  }

  @Override
  protected void registerAdditionalResources() {
    register(inbox);
  }
}
