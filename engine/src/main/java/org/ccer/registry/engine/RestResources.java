package org.ccer.registry.engine;

import jakarta.ws.rs.ApplicationPath;
import org.camunda.bpm.spring.boot.starter.rest.CamundaJerseyResourceConfig;
import org.springframework.stereotype.Component;

/**
 * The engine's REST application: Camunda's own resources, plus the inbox query (InboxResource), the
 * claim-and-complete of a task in one command (ClaimAndCompleteResource) and the read of a task a user may see
 * (VisibleTaskResource).
 * Everything under /engine-rest passes the same basic-auth filter (RestAuthentication).
 */
@Component
@ApplicationPath("/engine-rest")
public class RestResources extends CamundaJerseyResourceConfig {
  private final InboxResource inbox;
  private final ClaimAndCompleteResource claimAndComplete;
  private final VisibleTaskResource visibleTask;

  public RestResources(InboxResource inbox, ClaimAndCompleteResource claimAndComplete, VisibleTaskResource visibleTask) {
    this.inbox = inbox;
    this.claimAndComplete = claimAndComplete;
    this.visibleTask = visibleTask;
  }

  @Override
  protected void registerAdditionalResources() {
    register(inbox);
    register(claimAndComplete);
    register(visibleTask);
  }
}
